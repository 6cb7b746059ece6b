import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { roles, setupTokens, userRoles } from '@fanout/db/schema';
import { AppError, ROLES } from '@fanout/shared';

async function roleId(executor: Executor, name: string): Promise<string> {
  const [role] = await executor.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new AppError('INTERNAL', `The role "${name}" is missing from the database`);
  return role.id;
}

/** Whether any user holds the admin role. */
export async function adminExists(executor: Executor): Promise<boolean> {
  const rows = await executor
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, ROLES.admin))
    .limit(1);
  return rows.length > 0;
}

export async function isAdmin(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, ROLES.admin)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Makes a user an administrator in place of a customer (an admin holds every permission). Callers
 * have checked the address is verified: nobody becomes admin without one (ADR 0028). Once an admin
 * exists, outstanding setup tokens are useless and deleted.
 */
export async function promoteToAdmin(executor: Executor, userId: string): Promise<void> {
  const [adminRoleId, customerRoleId] = await Promise.all([
    roleId(executor, ROLES.admin),
    roleId(executor, ROLES.customer),
  ]);
  await executor
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [customerRoleId])));
  await executor.insert(userRoles).values({ userId, roleId: adminRoleId }).onConflictDoNothing();
  await executor.delete(setupTokens).where(sql`true`);
}
