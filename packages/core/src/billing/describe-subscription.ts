import { inArray } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { subscriptionPlans, type SubscriptionRow } from '@fanout/db/schema';
import type { CurrentSubscription } from '@fanout/shared';

/** A subscription row as /subscription shows it, with its plan's (and next plan's) name. */
export async function describeSubscription(
  db: Executor,
  row: SubscriptionRow,
): Promise<CurrentSubscription> {
  const ids = row.nextPlanId ? [row.planId, row.nextPlanId] : [row.planId];
  const plans = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      creditsPerMonth: subscriptionPlans.creditsPerMonth,
    })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.id, ids));
  const plan = plans.find((p) => p.id === row.planId);
  const next = row.nextPlanId ? plans.find((p) => p.id === row.nextPlanId) : undefined;
  return {
    id: row.id,
    planId: row.planId,
    // Plans with subscribers are archived, never deleted, so the name is there; the fallback is
    // the page's own (spec 001 §2).
    planName: plan?.name ?? 'Unknown Plan',
    creditsPerMonth: plan?.creditsPerMonth ?? 0,
    interval: row.interval,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentProvider: row.paymentProvider,
    nextPlanId: row.nextPlanId,
    nextPlanName: next?.name ?? null,
  };
}
