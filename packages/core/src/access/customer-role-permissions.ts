import { eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '@fanout/db/schema';
import { ROLES } from '@fanout/shared';
import type { CoreDeps } from '../deps';

/** The permission names the customer role holds (the menus Menu Management shows customers). */
export async function customerRolePermissions(deps: CoreDeps): Promise<Set<string>> {
  const rows = await deps.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, ROLES.customer));
  return new Set(rows.map((row) => row.name));
}
