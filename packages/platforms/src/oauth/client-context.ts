import type { PlatformHttp } from '../http/platform-request';
import type { PlatformCredentials } from '../platform-client';
import type { PlatformHosts } from '../platform-hosts';

/** What every platform client is built from. */
export interface ClientContext {
  hosts: PlatformHosts;
  credentials: PlatformCredentials;
  http: PlatformHttp;
}
