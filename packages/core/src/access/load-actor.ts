import { eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles, userRoles } from '@fanout/db/schema';
import { ROLES } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import type { Actor } from './actor';

/** Reads the user's roles and the permissions they grant. Admins hold every permission. */
export async function loadActor(deps: CoreDeps, userId: string): Promise<Actor> {
  const roleRows = await deps.db
    .select({ name: roles.name, id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const isAdmin = roleRows.some((role) => role.name === ROLES.admin);

  const names = isAdmin
    ? await deps.db.select({ name: permissions.name }).from(permissions)
    : await deps.db
        .selectDistinct({ name: permissions.name })
        .from(userRoles)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(eq(userRoles.userId, userId));
  return { userId, isAdmin, permissions: names.map((row) => row.name).sort() };
}
