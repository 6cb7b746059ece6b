import type { PermissionHolder } from '@fanout/shared';

/** Who is calling: loaded once per request from the session, passed to every service. */
export interface Actor extends PermissionHolder {
  userId: string;
}
