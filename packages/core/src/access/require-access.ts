import { AppError, hasPermission, type PermissionName } from '@fanout/shared';
import type { Actor } from './actor';

/**
 * The one server-side permission check. Every service guarding a permission calls it; transports
 * call it through their `requirePermission` middleware.
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
