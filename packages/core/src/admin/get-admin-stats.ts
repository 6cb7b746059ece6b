import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { adminFiguresVersion, payments, subscriptions, users } from '@fanout/db/schema';
import { PERMISSIONS, type AdminStats } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import { nowOf, preparedQuery, type CoreDeps } from '../deps';
import { reuseUnderVersion, type ReusedKind } from '../posts/list-version-cache';

/** The calendar month (UTC) that holds `now`: [start, next month's start). */
export function utcMonthOf(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** Reused under the figures' version, not an owner's: a scope that is no user id (ADR 0080). */
const ADMIN_FIGURES: ReusedKind<AdminStats> = { name: 'admin-figures', sizeOf: () => 100 };
const ALL_USERS = 'all-users';

const versionQuery = preparedQuery((db: Database, _shape: 'version') =>
  db
    .select({ version: adminFiguresVersion.version })
    .from(adminFiguresVersion)
    .prepare('admin_figures_version'),
);

/**
 * The four figures of /admin (spec 001 §2, ADR 0052). "This month" is the UTC calendar month of
 * the completion time. A payment counts while its status is `completed` (a partial refund keeps
 * it so, less what was refunded); a fully refunded one becomes `refunded` and a disputed one
 * `disputed`, and neither is money kept, so neither counts.
 *
 * Reused while the figures' version and the month are unchanged (ADR 0080): the triggers of
 * migration 0035 bump the version in every transaction that changes a user's existence, a
 * subscription's being active or a completed payment, which is everything the figures count. The
 * version is read before the figures, so every change committed before this read is in the answer.
 */
export async function getAdminStats(
  deps: Pick<CoreDeps, 'db' | 'now'>,
  { actor }: ServiceOptions,
): Promise<AdminStats> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const month = utcMonthOf(nowOf(deps));
  const [current] = await versionQuery(deps.db, 'version').execute();
  return reuseUnderVersion(
    deps,
    ADMIN_FIGURES,
    { userId: ALL_USERS, key: month.start.toISOString(), version: current?.version ?? 0 },
    async () => Object.freeze(await countFigures(deps.db, month)),
  );
}

/**
 * One statement, one round trip and one pooled connection for the four figures (ADR 0074): the
 * month's payments through their partial index (`payments_completed_idx`, ADR 0052).
 */
async function countFigures(db: Database, { start, end }: { start: Date; end: Date }) {
  const [figures] = await db.execute<{
    users: number;
    subscriptions: number;
    revenue: string;
    packages: number;
  }>(sql`
    select
      (select count(*)::int from ${users}) as users,
      (select count(*)::int from ${subscriptions} where ${subscriptions.status} = 'active') as subscriptions,
      -- bigint in SQL: a month of cents can pass 2^31; text keeps it exact on the way to JS.
      coalesce(sum(${payments.amount} - ${payments.amountRefunded}), 0)::bigint::text as revenue,
      -- 'One-time purchases this month' (the card's caption): the packs of /credits and the
      -- packages of /buy-credits alike, every kind but a subscription's (ADR 0066).
      (count(*) filter (where ${payments.kind} <> 'subscription'))::int as packages
    from ${payments}
    where ${payments.status} = 'completed'
      and ${payments.completedAt} >= ${start.toISOString()}::timestamptz
      and ${payments.completedAt} < ${end.toISOString()}::timestamptz`);
  return {
    totalUsers: figures?.users ?? 0,
    totalSubscriptions: figures?.subscriptions ?? 0,
    totalRevenue: Number(figures?.revenue ?? 0),
    creditPackagesSold: figures?.packages ?? 0,
  };
}
