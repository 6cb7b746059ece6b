import { eq } from 'drizzle-orm';
import { roles, userRoles } from '@fanout/db/schema';
import { ROLES } from '@fanout/shared';
import type { TestServer } from './test-server';

/** Makes the user an administrator, as an operator would, straight in the test database. */
export async function grantAdmin(server: TestServer, userId: string): Promise<void> {
  const [admin] = await server.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLES.admin));
  if (!admin) throw new Error('the admin role is missing from the test database');
  await server.database.db
    .insert(userRoles)
    .values({ userId, roleId: admin.id })
    .onConflictDoNothing();
}
