import { asc } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { PERMISSIONS, type AdminUser } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';

export async function listUsers(deps: CoreDeps, { actor }: ServiceOptions): Promise<AdminUser[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .orderBy(asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    profilePicture: row.profileImageUrl,
  }));
}
