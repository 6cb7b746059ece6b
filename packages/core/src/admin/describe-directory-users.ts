import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { roles, subscriptionPlans, subscriptions, userRoles, users } from '@fanout/db/schema';
import {
  ENTITLED_SUBSCRIPTION_STATUSES,
  type DirectoryUser,
  type UserAccountStatus,
} from '@fanout/shared';

/** The user columns a directory row is made of. */
export const directoryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  credits: users.credits,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};

export interface DirectoryUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  credits: number;
  emailVerifiedAt: Date | null;
  suspendedAt: Date | null;
  createdAt: Date;
}

function statusOf(row: DirectoryUserRow): UserAccountStatus {
  if (row.suspendedAt) return 'suspended';
  return row.emailVerifiedAt ? 'active' : 'unverified';
}

/**
 * Directory rows with each user's roles and plan, two queries for the whole page (never one per
 * user). The plan is that of the subscription that entitles them now, as billing decides it
 * (find-entitled-subscription.ts: active, trialing or past due; the latest period wins).
 */
export async function describeDirectoryUsers(
  db: Executor,
  rows: DirectoryUserRow[],
): Promise<DirectoryUser[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [roleRows, planRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.name)),
    db
      .selectDistinctOn([subscriptions.userId], {
        userId: subscriptions.userId,
        name: subscriptionPlans.name,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(
        and(
          inArray(subscriptions.userId, ids),
          inArray(subscriptions.status, [...ENTITLED_SUBSCRIPTION_STATUSES]),
        ),
      )
      .orderBy(
        subscriptions.userId,
        desc(subscriptions.currentPeriodEnd),
        desc(subscriptions.createdAt),
      ),
  ]);
  const plans = new Map(planRows.map((row) => [row.userId, row.name]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    credits: row.credits,
    plan: plans.get(row.id) ?? null,
    roles: roleRows.filter((role) => role.userId === row.id).map((role) => role.name),
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}
