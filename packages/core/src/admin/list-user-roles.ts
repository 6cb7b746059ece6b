import { asc, eq } from 'drizzle-orm';
import { roles, userRoles } from '@fanout/db/schema';
import { PERMISSIONS, type UserRole } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';

export async function listUserRoles(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<UserRole[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const rows = await deps.db
    .select({
      userId: userRoles.userId,
      id: roles.id,
      name: roles.name,
      description: roles.description,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .orderBy(asc(userRoles.createdAt));
  return rows.map(({ userId, ...role }) => ({ userId, role }));
}
