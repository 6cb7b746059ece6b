import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '@fanout/db/client';
import {
  billingCustomers,
  subscriptionPlans,
  subscriptions,
  type SubscriptionRow,
} from '@fanout/db/schema';
import {
  AppError,
  SUBSCRIPTION_STATUSES,
  type BillingInterval,
  type SubscriptionStatus,
} from '@fanout/shared';

/**
 * The one writer of `subscriptions` (ADR 0047): stores a subscription as Stripe says it now. Callers
 * pass what Stripe answered (an update call) or re-fetched (a `customer.subscription.*` event, which
 * can arrive out of order: the re-fetch is the truth, never the event's copy).
 *
 * `planId` is the plan PAID for in the current period. It changes only when `paidPlanId` is given
 * (an `invoice.paid` for the new price, or the first store); a price changed without an invoice (a
 * downgrade at the period's end) shows as `nextPlanId` until its renewal invoice is paid.
 */
export async function storeSubscription(
  db: Executor,
  subscription: Stripe.Subscription,
  options: { paidPlanId?: string } = {},
): Promise<SubscriptionRow> {
  const item = subscription.items.data[0];
  if (!item)
    throw new AppError('BAD_REQUEST', `Stripe subscription ${subscription.id} has no item`);
  const [pricePlanId, userId] = await Promise.all([
    planOfPrice(db, item.price),
    ownerOf(db, subscription),
  ]);
  const [existing] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
  const planId = options.paidPlanId ?? existing?.planId ?? pricePlanId;
  const values = {
    userId,
    planId,
    nextPlanId: pricePlanId === planId ? null : pricePlanId,
    interval: intervalOf(item.price),
    status: statusOf(subscription.status),
    stripePriceId: item.price.id,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, stripeSubscriptionId: subscription.id })
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })
    .returning();
  if (!row) throw new AppError('INTERNAL', `Subscription ${subscription.id} was not stored`);
  return row;
}

/** The plan a Stripe Price belongs to: its `planId` metadata, else the plan that lists it. */
async function planOfPrice(db: Executor, price: Stripe.Price): Promise<string> {
  const fromMetadata = price.metadata?.planId;
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      fromMetadata
        ? eq(subscriptionPlans.id, fromMetadata)
        : or(
            eq(subscriptionPlans.stripeMonthlyPriceId, price.id),
            eq(subscriptionPlans.stripeYearlyPriceId, price.id),
          ),
    );
  if (!plan) throw new AppError('NOT_FOUND', `No plan for Stripe price ${price.id}`);
  return plan.id;
}

/** The subscription's user, if we know one: the owner of its Stripe customer, else its `userId` metadata. */
export async function subscriptionOwnerId(
  db: Executor,
  subscription: Stripe.Subscription,
): Promise<string | null> {
  const [customer] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerIdOf(subscription)));
  return customer?.userId ?? subscription.metadata?.userId ?? null;
}

async function ownerOf(db: Executor, subscription: Stripe.Subscription): Promise<string> {
  const userId = await subscriptionOwnerId(db, subscription);
  if (!userId) {
    throw new AppError('NOT_FOUND', `No user for Stripe customer ${customerIdOf(subscription)}`);
  }
  return userId;
}

function customerIdOf(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === 'string'
    ? subscription.customer
    : subscription.customer.id;
}

function intervalOf(price: Stripe.Price): BillingInterval {
  const interval: string | undefined = price.recurring?.interval;
  if (interval === 'month') return 'month';
  if (interval === 'year') return 'year';
  throw new AppError('BAD_REQUEST', `Stripe price ${price.id} is not monthly or yearly`);
}

function isSubscriptionStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

function statusOf(status: string): SubscriptionStatus {
  if (isSubscriptionStatus(status)) return status;
  throw new AppError('BAD_REQUEST', `Unknown Stripe subscription status ${status}`);
}
