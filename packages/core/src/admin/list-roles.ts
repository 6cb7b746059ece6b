import { asc } from 'drizzle-orm';
import { roles } from '@fanout/db/schema';
import { PERMISSIONS, type Role } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';

export async function listRoles(deps: CoreDeps, { actor }: ServiceOptions): Promise<Role[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  return deps.db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .orderBy(asc(roles.name));
}
