import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { creditLots, creditShortfalls, creditTransactions } from '@fanout/db/schema';
import { isoTimeText } from '@fanout/db/sql-time';
import type { ExpiringCredits } from '@fanout/shared';

export interface CreditOutlook {
  /** Credits left in lots that expire, one entry per UTC day, soonest first. */
  expiring: ExpiringCredits[];
  /** Publishing charges this calendar month (UTC) minus their refunds, never below 0. */
  usedThisMonth: number;
  /** What open shortfalls still owe (credit_shortfalls.remaining). */
  shortfall: number;
}

/**
 * The parts of the credits summary that the lots, the ledger and the shortfalls tell (ADR
 * 0047), in one statement. Lots past their expiry are left out: the expiry sweep is about to
 * write them off, and "expire on" a past day would read as a mistake.
 */
export async function readCreditOutlook(
  executor: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<CreditOutlook> {
  const at = now.toISOString();
  const rows = await executor.execute<{
    expiring: { credits: number; expiresAt: string }[] | null;
    used: number;
    shortfall: number;
  }>(sql`
    select
      (select json_agg(json_build_object('credits', day.credits, 'expiresAt', day.first) order by day.first)
        from (select sum(${creditLots.remaining})::int as credits,
                ${isoTimeText(sql`min(${creditLots.expiresAt})`)} as first
              from ${creditLots}
              where ${creditLots.userId} = ${userId} and ${creditLots.remaining} > 0
                and ${creditLots.expiresAt} > ${at}::timestamptz
              group by (${creditLots.expiresAt} at time zone 'UTC')::date) as day) as expiring,
      (select coalesce(-sum(${creditTransactions.amount}), 0)::int from ${creditTransactions}
        where ${creditTransactions.userId} = ${userId}
          and ${creditTransactions.kind} in ('publish_charge', 'refund')
          and ${creditTransactions.createdAt} >=
            date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC') as used,
      (select coalesce(sum(${creditShortfalls.remaining}), 0)::int from ${creditShortfalls}
        where ${creditShortfalls.userId} = ${userId} and ${creditShortfalls.remaining} > 0) as shortfall`);
  const row = rows[0];
  return {
    expiring: row?.expiring ?? [],
    // A refund this month of a charge from last month must not make the month's use negative.
    usedThisMonth: Math.max(0, row?.used ?? 0),
    shortfall: row?.shortfall ?? 0,
  };
}
