import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { payments, subscriptions, users } from '@fanout/db/schema';
import { PERMISSIONS, type AdminStats } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';

/** The calendar month (UTC) that holds `now`: [start, next month's start). */
export function utcMonthOf(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/**
 * The four figures of /admin (spec 001 §2, ADR 0052). "This month" is the UTC calendar month of
 * the completion time. A payment counts while its status is `completed` (a partial refund keeps
 * it so, less what was refunded); a fully refunded one becomes `refunded` and a disputed one
 * `disputed`, and neither is money kept, so neither counts.
 */
export async function getAdminStats(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<AdminStats> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const { start, end } = utcMonthOf(nowOf(deps));
  const completedThisMonth = and(
    eq(payments.status, 'completed'),
    gte(payments.completedAt, start),
    lt(payments.completedAt, end),
  );
  const [[userCount], [subscriptionCount], [money]] = await Promise.all([
    deps.db.select({ value: count() }).from(users),
    deps.db
      .select({ value: count() })
      .from(subscriptions)
      .where(eq(subscriptions.status, 'active')),
    deps.db
      .select({
        // bigint in SQL: a month of cents can pass 2^31; text keeps it exact on the way to JS.
        revenue: sql<string>`coalesce(sum(${payments.amount} - ${payments.amountRefunded}), 0)::bigint::text`,
        // 'One-time purchases this month' (the card's caption): the packs of /credits and the
        // packages of /buy-credits alike, every kind but a subscription's (ADR 0066).
        packages: sql<number>`(count(*) filter (where ${payments.kind} <> 'subscription'))::int`,
      })
      .from(payments)
      .where(completedThisMonth),
  ]);
  return {
    totalUsers: userCount?.value ?? 0,
    totalSubscriptions: subscriptionCount?.value ?? 0,
    totalRevenue: Number(money?.revenue ?? 0),
    creditPackagesSold: money?.packages ?? 0,
  };
}
