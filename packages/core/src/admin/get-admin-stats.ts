import { sql } from 'drizzle-orm';
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
  // One statement, one round trip and one pooled connection for the four figures (ADR 0074): the
  // month's payments through their partial index (`payments_completed_idx`, ADR 0052).
  const [figures] = await deps.db.execute<{
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
