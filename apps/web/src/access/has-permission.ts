import type { PermissionsResponse } from '@fanout/shared';

/**
 * The one permission rule of the UI (spec 001 §6): admins hold every permission, others hold
 * what is listed. Unknown access (still loading, or failed) grants nothing.
 */
export function hasPermission(access: PermissionsResponse | undefined, name: string): boolean {
  if (!access) return false;
  return access.isAdmin || access.permissions.includes(name);
}
