import type { PlatformHttp } from '../http/platform-request';
import type { WarmConnections } from '../http/warm-connections';
import type { PlatformHosts } from '../platform-hosts';

/** What every platform's publisher is built with. */
export interface PublisherContext {
  hosts: PlatformHosts;
  http: PlatformHttp;
  /** Waiting between status polls (injectable so tests never sleep long). */
  sleep(ms: number): Promise<void>;
  /** How often and how long to poll asynchronous processing (uploads, containers, TikTok publishes). */
  poll: { intervalMs: number; timeoutMs: number };
  now(): Date;
  /** Connections opened before expected calls (ADR 0076); `http` sends through its dispatcher. */
  warm?: WarmConnections;
}
