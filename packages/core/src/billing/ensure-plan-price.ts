import { eq } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { subscriptionPlans, type SubscriptionPlanRow } from '@fanout/db/schema';
import type { BillingInterval } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';
import { findPlanForUpdate } from './find-plan-for-update';

/**
 * The Stripe Price new subscribers of `plan` get for `interval`, made on demand (with the plan's
 * Product the first time). The plan row stays locked while it is made, so two first subscribers
 * wait for each other and share one Price. Metadata: Product `{planId}`, Price `{planId, interval}`
 * (storeSubscription finds the plan from it). The idempotency keys carry the plan's `updatedAt`,
 * so a retry reuses the Price, while a later price change (which clears the id) makes a new one.
 */
export async function ensurePlanPrice(
  deps: CoreDeps,
  plan: Pick<SubscriptionPlanRow, 'id'>,
  interval: BillingInterval,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const row = await findPlanForUpdate(tx, plan.id);
    const stored = interval === 'month' ? row.stripeMonthlyPriceId : row.stripeYearlyPriceId;
    if (stored) return stored;
    const productId = row.stripeProductId ?? (await createProduct(deps, tx, row));
    const version = row.updatedAt.getTime();
    const price = await callStripe(deps, 'creating a plan price', (stripe) =>
      stripe.prices.create(
        {
          product: productId,
          currency: 'usd',
          unit_amount: interval === 'month' ? row.priceMonthly : row.priceYearly,
          recurring: { interval },
          nickname: `${row.name} (${interval === 'month' ? 'monthly' : 'yearly'})`,
          metadata: { planId: row.id, interval },
        },
        { idempotencyKey: `plan-price:${row.id}:${interval}:${version}` },
      ),
    );
    await tx
      .update(subscriptionPlans)
      .set(
        interval === 'month'
          ? { stripeMonthlyPriceId: price.id }
          : { stripeYearlyPriceId: price.id },
      )
      .where(eq(subscriptionPlans.id, row.id));
    return price.id;
  });
}

async function createProduct(
  deps: CoreDeps,
  tx: Transaction,
  plan: SubscriptionPlanRow,
): Promise<string> {
  const product = await callStripe(deps, 'creating a plan product', (stripe) =>
    stripe.products.create(
      {
        name: plan.name,
        ...(plan.description ? { description: plan.description } : {}),
        metadata: { planId: plan.id },
      },
      { idempotencyKey: `plan-product:${plan.id}` },
    ),
  );
  await tx
    .update(subscriptionPlans)
    .set({ stripeProductId: product.id })
    .where(eq(subscriptionPlans.id, plan.id));
  return product.id;
}
