import { and, eq, isNull } from 'drizzle-orm';
import { subscriptionPlans, type SubscriptionPlanRow } from '@fanout/db/schema';
import {
  AppError,
  PERMISSIONS,
  type BillingInterval,
  type SubscribeAnswer,
  type SubscribeInput,
} from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { callStripe, PAYMENTS_UNAVAILABLE } from './call-stripe';
import { ensurePlanPrice } from './ensure-plan-price';
import { ensureStripeCustomer } from './ensure-stripe-customer';
import { findEntitledSubscription } from './find-entitled-subscription';
import { PLAN_NOT_FOUND } from './find-plan-for-update';
import { keepOneSubscriptionCheckout } from './keep-one-subscription-checkout';
import { lockBillingUser } from './lock-billing-user';
import { storeEntitledFromStripe } from './one-paid-subscription';
import { switchSubscription } from './switch-subscription';

/**
 * Subscribes the caller to a plan. Without a subscription that entitles them (in our table or in
 * Stripe's list of the customer's subscriptions, ADR 0064): a Checkout in
 * `subscription` mode (the subscription exists once Stripe says it is paid, through the webhook).
 * With one: that subscription switches plan in place (switchSubscription), never a second one.
 * The per-user lock makes concurrent calls take turns, and opening a Checkout expires the user's
 * other open subscription Checkouts (keepOneSubscriptionCheckout, ADR 0049).
 */
export async function subscribe(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<SubscribeInput>,
): Promise<SubscribeAnswer> {
  requireAccess({ actor, permission: PERMISSIONS.purchaseCredits });
  const plan = await findSubscribablePlan(deps, input.planId);
  // Made before the locked transaction (both are idempotent): each takes its own connection, and
  // a transaction waiting on a second connection could exhaust the pool under load.
  const [customer, price] = await Promise.all([
    ensureStripeCustomer(deps, actor.userId),
    ensurePlanPrice(deps, plan, input.interval),
  ]);
  return deps.db.transaction(async (tx) => {
    await lockBillingUser(tx, actor.userId);
    // Our table first; then Stripe's own list, since the paid subscription's webhook may be late.
    const current =
      (await findEntitledSubscription(tx, actor.userId)) ??
      (await storeEntitledFromStripe(deps, tx, customer));
    if (current) {
      const target = { plan, interval: input.interval, price };
      return { url: null, subscription: await switchSubscription(deps, tx, current, target) };
    }
    const url = await startSubscriptionCheckout(
      deps,
      { userId: actor.userId, customer, price },
      plan,
      input.interval,
    );
    return { url, subscription: null };
  });
}

export async function findSubscribablePlan(
  deps: CoreDeps,
  planId: string,
): Promise<SubscriptionPlanRow> {
  const [plan] = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), isNull(subscriptionPlans.archivedAt)));
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND);
  if (!plan.isActive) throw new AppError('BAD_REQUEST', `${plan.name} is not available`);
  return plan;
}

async function startSubscriptionCheckout(
  deps: CoreDeps,
  buyer: { userId: string; customer: string; price: string },
  plan: SubscriptionPlanRow,
  interval: BillingInterval,
): Promise<string> {
  const { userId, customer, price } = buyer;
  const page = `${deps.config.publicUrl}/subscription`;
  const minute = Math.floor((deps.now?.() ?? new Date()).getTime() / 60_000);
  // Double clicks within the same minute get the same session back; every other open
  // subscription Checkout of the customer is expired, so only this one can be paid.
  const clickKey = `subscribe:${userId}:${price}:${minute}`;
  const session = await keepOneSubscriptionCheckout(deps, customer, clickKey, (idempotencyKey) =>
    callStripe(deps, 'creating a subscription checkout', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: userId,
          line_items: [{ price, quantity: 1 }],
          success_url: `${page}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${page}?checkout=canceled`,
          // No paymentId: a subscription's payment rows come with its invoices (ADR 0047).
          metadata: { userId, kind: 'subscription', itemId: plan.id, clickKey },
          subscription_data: { metadata: { userId, planId: plan.id, interval } },
        },
        { idempotencyKey },
      ),
    ),
  );
  if (!session.url) throw new AppError('BAD_GATEWAY', PAYMENTS_UNAVAILABLE);
  return session.url;
}
