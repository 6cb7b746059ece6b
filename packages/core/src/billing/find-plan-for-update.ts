import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { subscriptionPlans, type SubscriptionPlanRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';

export const PLAN_NOT_FOUND = 'Subscription plan not found';

/**
 * A plan that is not archived, locked for the rest of the transaction: a price change, an archive
 * and the first subscriber's ensurePlanPrice never interleave on one plan.
 */
export async function findPlanForUpdate(tx: Transaction, id: string): Promise<SubscriptionPlanRow> {
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), isNull(subscriptionPlans.archivedAt)))
    .for('update');
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  return plan;
}
