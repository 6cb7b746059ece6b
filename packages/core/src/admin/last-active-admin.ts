import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { roles, userRoles, users } from '@fanout/db/schema';
import { AppError, ROLES } from '@fanout/shared';

/**
 * Every change that can leave the server without an active administrator (suspending, demoting or
 * deleting one) locks the admin role's row first, so two of them at once (two admins suspending
 * each other) run one after the other and the second sees the first (ADR 0066).
 */
async function lockAdminRole(tx: Executor): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLES.admin)).for('update');
}

/** Administrators who can sign in (not suspended), the given user left out. */
async function otherActiveAdmins(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${userRoles.userId})::int` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.name, ROLES.admin), isNull(users.suspendedAt), ne(users.id, userId)));
  return row?.n ?? 0;
}

async function isActiveAdmin(tx: Executor, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.name, ROLES.admin), isNull(users.suspendedAt), eq(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Refuses (400 with `message`) to take `userId` out of the active administrators when nobody else
 * would be left: a suspended admin cannot sign in, so they do not count. Call it inside the
 * transaction that makes the change; it takes the admin-role lock, held to the commit.
 */
export async function refuseLosingLastActiveAdmin(
  tx: Executor,
  userId: string,
  message: string,
): Promise<void> {
  await lockAdminRole(tx);
  if (!(await isActiveAdmin(tx, userId))) return;
  if ((await otherActiveAdmins(tx, userId)) === 0) throw new AppError('BAD_REQUEST', message);
}
