import type { PermissionHolder } from '@fanout/shared';

/** Who is calling: loaded once per request from the session, passed to every service. */
export interface Actor extends PermissionHolder {
  userId: string;
  /**
   * The client's address as the server saw it (`request.ip`, which honours TRUST_PROXY), for the
   * audit log (ADR 0050). Set by the transport, absent for jobs and scripts.
   */
  ip?: string | null;
}
