import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { subscriptionPlans, type SubscriptionRow } from '@fanout/db/schema';
import { ENTITLED_SUBSCRIPTION_STATUSES } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { applySubscriptionChange } from './apply-subscription-change';
import { addBillingNotice } from './billing-notices';
import { callStripe } from './call-stripe';

const ENTITLED: readonly string[] = ENTITLED_SUBSCRIPTION_STATUSES;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The customer's subscriptions that entitle to a plan, as Stripe lists them, oldest first. */
async function entitledAtStripe(stripe: Stripe, customer: string): Promise<Stripe.Subscription[]> {
  const listed = await stripe.subscriptions
    .list({ customer, status: 'all', limit: 100 })
    .autoPagingToArray({ limit: 1_000 });
  // Stripe lists newest first; reversed, a stable sort keeps two of the same second in order.
  return listed
    .filter((subscription) => ENTITLED.includes(subscription.status))
    .reverse()
    .sort((a, b) => a.created - b.created);
}

/**
 * Before a subscription Checkout opens (ADR 0064): Stripe's own list, not only our table, which a
 * late webhook leaves behind. A paid subscription Stripe knows and we do not yet is stored now,
 * as its `customer.subscription.created` would store it, so Subscribe switches it in place (or
 * says the user already has that plan) instead of opening a second Checkout.
 */
export async function storeEntitledFromStripe(
  deps: CoreDeps,
  tx: Transaction,
  customer: string,
): Promise<SubscriptionRow | undefined> {
  const [oldest] = await callStripe(deps, 'listing subscriptions', (stripe) =>
    entitledAtStripe(stripe, customer),
  );
  return oldest ? applySubscriptionChange(tx, oldest) : undefined;
}

/**
 * A second paid subscription despite everything (ADR 0064): every entitled subscription of the
 * customer but the oldest is cancelled now and its latest paid invoice refunded in full, at Stripe,
 * before the event's transaction (no lock waits on Stripe). Idempotency keys make a redelivery or
 * a concurrent event repeat nothing. Stripe's own events then do the rest: the refund takes the
 * credits back, the cancellation ends the subscription. Answers the subscriptions cancelled.
 */
export async function cancelNewerSubscriptions(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<Stripe.Subscription[]> {
  const customer = idOf(subscription.customer);
  if (!customer || !ENTITLED.includes(subscription.status)) return [];
  const [, ...newer] = await entitledAtStripe(stripe, customer);
  const cancelled: Stripe.Subscription[] = [];
  for (const extra of newer) {
    cancelled.push(
      await stripe.subscriptions.cancel(
        extra.id,
        {},
        { idempotencyKey: `duplicate-subscription:cancel:${extra.id}` },
      ),
    );
    const invoiceId = idOf(extra.latest_invoice);
    if (!invoiceId) continue;
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const intent = invoice.payments?.data
      .map((payment) => idOf(payment.payment.payment_intent))
      .find((id): id is string => id !== null);
    if (invoice.status !== 'paid' || !intent || invoice.amount_paid <= 0) continue;
    await stripe.refunds.create(
      { payment_intent: intent, reason: 'duplicate' },
      { idempotencyKey: `duplicate-subscription:refund:${extra.id}` },
    );
  }
  return cancelled;
}

/** Tells the user, in the event's transaction, which subscription was cancelled and refunded. */
export async function tellDuplicateCancelled(
  tx: Transaction,
  cancelled: Stripe.Subscription[],
): Promise<void> {
  for (const subscription of cancelled) {
    const row = await applySubscriptionChange(tx, subscription);
    const [plan] = await tx
      .select({ name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, row.nextPlanId ?? row.planId));
    await addBillingNotice(
      tx,
      row.userId,
      'subscription_refunded',
      'Second subscription refunded',
      `You were subscribed twice. The newer subscription${plan ? ` (${plan.name})` : ''} was cancelled and its payment refunded; you keep the one you had.`,
    );
  }
}
