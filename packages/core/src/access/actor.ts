import type { PermissionHolder } from '@fanout/shared';

/**
 * Who is calling: loaded once per request from the session, passed to every service. The client's
 * address is not part of it: a service that records one takes `client` (ADR 0070).
 */
export interface Actor extends PermissionHolder {
  userId: string;
}
