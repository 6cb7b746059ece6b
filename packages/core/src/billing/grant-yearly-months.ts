import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { texts } from '@fanout/db/sql-arrays';
import { creditTransactions, subscriptionPlans, subscriptions } from '@fanout/db/schema';
import { ENTITLED_SUBSCRIPTION_STATUSES } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { addMonths } from './add-months';
import { grantCredits } from './grant-credits';

/** The ledger key of month `k` (1..11) of a yearly period: month 0 is the invoice's own grant. */
export function subscriptionMonthKey(subscriptionId: string, periodStart: Date, k: number): string {
  return `subscription-month:${subscriptionId}:${periodStart.toISOString()}:${k}`;
}

/**
 * Yearly plans are billed once a year but give their credits monthly (ADR 0047): the
 * invoice grants the first month, this sweep each later month of the paid period once its day has
 * come, on our own schedule (key `subscription-month:{subscriptionId}:{periodStartISO}:{k}`), and
 * only while the subscription entitles its owner (active, trialing, past due) within that period.
 */
export async function grantYearlyMonths(deps: CoreDeps): Promise<number> {
  const now = nowOf(deps);
  const yearly = await deps.db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      periodStart: subscriptions.currentPeriodStart,
      periodEnd: subscriptions.currentPeriodEnd,
      planName: subscriptionPlans.name,
      credits: subscriptionPlans.creditsPerMonth,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.interval, 'year'),
        inArray(subscriptions.status, [...ENTITLED_SUBSCRIPTION_STATUSES]),
        gt(subscriptions.currentPeriodEnd, now),
        gt(subscriptionPlans.creditsPerMonth, 0),
      ),
    );
  const due = yearly.flatMap((subscription) =>
    Array.from({ length: 11 }, (_, index) => index + 1)
      .filter((k) => {
        const start = addMonths(subscription.periodStart, k);
        return start <= now && start < subscription.periodEnd;
      })
      .map((k) => ({
        subscription,
        k,
        key: subscriptionMonthKey(subscription.id, subscription.periodStart, k),
      })),
  );
  if (due.length === 0) return 0;
  const granted = await deps.db
    .select({ key: creditTransactions.idempotencyKey })
    .from(creditTransactions)
    .where(
      sql`${creditTransactions.idempotencyKey} = any(${texts(due.map((month) => month.key))})`,
    );
  const done = new Set(granted.map((row) => row.key));
  let count = 0;
  for (const { subscription, k, key } of due.filter((month) => !done.has(month.key))) {
    const outcome = await deps.db.transaction((tx) =>
      grantCredits(tx, {
        userId: subscription.userId,
        amount: subscription.credits,
        kind: 'subscription_grant',
        description: `${subscription.planName} credits (month ${k + 1} of 12)`,
        reference: subscription.id,
        idempotencyKey: key,
        expiresAt: null,
        subscriptionId: subscription.id,
      }),
    );
    if (outcome.applied) count += 1;
  }
  return count;
}
