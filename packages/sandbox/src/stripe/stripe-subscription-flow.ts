import type Stripe from 'stripe';
import { buildSubscription, buildSubscriptionItem } from './stripe-billing-objects';
import { invalidRequest } from './stripe-errors';
import { stripeId } from './stripe-ids';
import { addInterval, chargeInvoice, voidedInvoice } from './stripe-invoice-flow';
import type { SubscriptionUpdate } from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';

/** Subscriptions: started by a paid checkout, changed by the API or the portal, renewed by `advance`. */

/**
 * A paid subscription checkout: the subscription (active), its first invoice paid
 * (`subscription_create`). Answers the events in Stripe's order; the checkout flow adds its own.
 */
export function startSubscription(
  sandbox: StripeSandbox,
  input: {
    customer: string;
    price: Stripe.Price;
    quantity: number;
    metadata: Record<string, string>;
  },
): { subscription: Stripe.Subscription; invoice: Stripe.Invoice; events: Stripe.Event[] } {
  const created = sandbox.seconds();
  const id = stripeId('sub');
  const periodEnd = addInterval(created, input.price.recurring?.interval ?? 'month');
  const item = buildSubscriptionItem({
    subscription: id,
    price: input.price,
    quantity: input.quantity,
    created,
    periodStart: created,
    periodEnd,
  });
  const subscription = buildSubscription({
    id,
    customer: input.customer,
    currency: input.price.currency,
    created,
    metadata: input.metadata,
    item,
  });
  sandbox.state.subscriptions[id] = subscription;
  const invoice = chargeInvoice(sandbox, {
    subscription,
    item,
    billingReason: 'subscription_create',
    amount: (input.price.unit_amount ?? 0) * input.quantity,
    periodStart: created,
    periodEnd,
    proration: false,
  });
  subscription.latest_invoice = invoice.id;
  return {
    subscription,
    invoice,
    events: [
      sandbox.event('customer.subscription.created', subscription),
      sandbox.event('invoice.paid', invoice),
    ],
  };
}

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw invalidRequest(`Subscription ${subscription.id} has no items.`, 'items');
  return item;
}

function liveSubscription(sandbox: StripeSandbox, id: string): Stripe.Subscription {
  const subscription = sandbox.get('subscriptions', id, 'subscription');
  if (subscription.status === 'canceled') {
    throw invalidRequest(
      `A canceled subscription can only update its cancellation_details and metadata.`,
      undefined,
      'resource_missing',
    );
  }
  return subscription;
}

/** `POST /v1/subscriptions/:id`: plan switch (with or without an invoice now), cancel at period end, metadata. */
export function updateSubscription(
  sandbox: StripeSandbox,
  id: string,
  params: SubscriptionUpdate,
): Stripe.Subscription {
  const subscription = liveSubscription(sandbox, id);
  const before = structuredClone(subscription);
  const previous: Record<string, unknown> = {};
  const events: Stripe.Event[] = [];
  const invoice = switchPrice(sandbox, subscription, params, previous);
  if (params.cancel_at_period_end !== undefined) {
    const item = firstItem(subscription);
    if (subscription.cancel_at_period_end !== params.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
    }
    subscription.cancel_at_period_end = params.cancel_at_period_end;
    subscription.cancel_at = params.cancel_at_period_end ? item.current_period_end : null;
    subscription.canceled_at = params.cancel_at_period_end ? sandbox.seconds() : null;
  }
  if (params.pause_collection !== undefined) {
    const pause =
      params.pause_collection === '' ? null : { ...params.pause_collection, resumes_at: null };
    if (JSON.stringify(pause) !== JSON.stringify(subscription.pause_collection)) {
      previous.pause_collection = subscription.pause_collection;
      subscription.pause_collection = pause;
    }
  }
  if (params.metadata) {
    previous.metadata = before.metadata;
    subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
  }
  if (Object.keys(previous).length > 0) {
    events.push(sandbox.event('customer.subscription.updated', subscription, previous));
  }
  if (invoice) events.push(sandbox.event('invoice.paid', invoice));
  if (events.length > 0) sandbox.emit(events);
  return subscription;
}

/** Stripe's metadata update: keys are merged, an empty value removes its key. */
function mergeMetadata(current: Stripe.Metadata, changes: Record<string, string>): Stripe.Metadata {
  const merged = { ...current, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === '') delete merged[key];
  return merged;
}

function switchPrice(
  sandbox: StripeSandbox,
  subscription: Stripe.Subscription,
  params: SubscriptionUpdate,
  previous: Record<string, unknown>,
): Stripe.Invoice | null {
  const change = params.items?.[0];
  if (!change?.price) return null;
  const item = firstItem(subscription);
  if (change.id && change.id !== item.id) {
    throw invalidRequest(
      `No such subscription item: '${change.id}'`,
      'items[0][id]',
      'resource_missing',
    );
  }
  const price = sandbox.get('prices', change.price, 'items[0][price]');
  if (!price.recurring || !price.active) {
    throw invalidRequest(
      `The price specified (${price.id}) is ${price.active ? 'not recurring' : 'inactive'}. This field only accepts active recurring prices.`,
      'items[0][price]',
    );
  }
  if (price.id === item.price.id) return null;
  const oldAmount = item.price.unit_amount ?? 0;
  previous.items = structuredClone(subscription.items);
  item.price = price;
  item.plan = { ...item.plan, id: price.id, amount: price.unit_amount, nickname: price.nickname };
  if (params.proration_behavior !== 'always_invoice') return null;
  // The difference for the time left in the period, charged now (Stripe's proration).
  const period = item.current_period_end - item.current_period_start;
  const left = Math.max(0, item.current_period_end - sandbox.seconds());
  const quantity = item.quantity ?? 1;
  const amount = Math.round(((price.unit_amount ?? 0) - oldAmount) * quantity * (left / period));
  if (amount <= 0) return null;
  const invoice = chargeInvoice(sandbox, {
    subscription,
    item,
    billingReason: 'subscription_update',
    amount,
    periodStart: sandbox.seconds(),
    periodEnd: item.current_period_end,
    proration: true,
  });
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/** `DELETE /v1/subscriptions/:id`: canceled now; event `customer.subscription.deleted`. */
export function cancelSubscription(sandbox: StripeSandbox, id: string): Stripe.Subscription {
  const subscription = liveSubscription(sandbox, id);
  endSubscription(sandbox, subscription, 'cancellation_requested');
  return subscription;
}

function endSubscription(
  sandbox: StripeSandbox,
  subscription: Stripe.Subscription,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  const now = sandbox.seconds();
  subscription.status = 'canceled';
  subscription.canceled_at = subscription.canceled_at ?? now;
  subscription.ended_at = now;
  subscription.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason,
  };
  sandbox.emit([sandbox.event('customer.subscription.deleted', subscription)]);
}

/**
 * Control `advance`: the current period ends. Canceled at period end → the subscription ends;
 * otherwise a renewal invoice (`subscription_cycle`) is charged — or fails, with the renewal fault.
 */
export function advanceSubscription(sandbox: StripeSandbox, id: string): Stripe.Subscription {
  const subscription = liveSubscription(sandbox, id);
  if (subscription.cancel_at_period_end) {
    endSubscription(sandbox, subscription, 'cancellation_requested');
    return subscription;
  }
  const item = firstItem(subscription);
  const previous = {
    status: subscription.status,
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(
    item.current_period_start,
    item.price.recurring?.interval ?? 'month',
  );
  if (subscription.pause_collection?.behavior === 'void') {
    // Collection paused: the period moves on, its invoice is voided, nothing is charged.
    subscription.latest_invoice = voidedInvoice(sandbox, {
      subscription,
      item,
      billingReason: 'subscription_cycle',
      amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      proration: false,
    }).id;
    sandbox.emit([sandbox.event('customer.subscription.updated', subscription, previous)]);
    return subscription;
  }
  const fail = sandbox.state.faults.renewal === 'fail';
  const invoice = chargeInvoice(sandbox, {
    subscription,
    item,
    billingReason: 'subscription_cycle',
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    proration: false,
    fail,
  });
  subscription.latest_invoice = invoice.id;
  subscription.status = fail ? 'past_due' : 'active';
  sandbox.emit([
    sandbox.event('customer.subscription.updated', subscription, previous),
    fail
      ? sandbox.event('invoice.payment_failed', invoice)
      : sandbox.event('invoice.paid', invoice),
  ]);
  return subscription;
}
