import { AppError, hasPermission, type PermissionName } from '@fanout/shared';
import type { Actor } from './actor';

/**
 * The one server-side permission check. The services that need a permission (the admin ones) call
 * it, and tRPC's `permissionProcedure` calls it before them, so a forbidden call stops at the
 * transport. Everything else a user reaches is theirs, checked by ownership in its service.
 */
export function requireAccess(options: {
  actor: Actor;
  permission?: PermissionName;
  adminOnly?: boolean;
}): void {
  const { actor, permission, adminOnly } = options;
  if (adminOnly && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'This action is for administrators only');
  }
  if (permission && !hasPermission(actor, permission)) {
    throw new AppError('FORBIDDEN', `You do not have the "${permission}" permission`);
  }
}
