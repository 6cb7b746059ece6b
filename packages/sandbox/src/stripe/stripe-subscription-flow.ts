import type Stripe from 'stripe';
import { buildSubscription, buildSubscriptionItem } from './stripe-billing-objects';
import { invalidRequest } from './stripe-errors';
import { stripeId } from './stripe-ids';
import { addInterval, chargeInvoice, voidedInvoice } from './stripe-invoice-flow';
import type { SubscriptionUpdate } from './stripe-param-schemas';
import { periodLine, planPriceChange } from './stripe-proration';
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
  const created = sandbox.secondsFor(input.customer);
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
    lines: [periodLine(item, sandbox.state.products)],
    periodStart: created,
    periodEnd,
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
    subscription.canceled_at = params.cancel_at_period_end
      ? sandbox.secondsFor(customerOf(subscription))
      : null;
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

/** The new price of the subscription's item, checked as Stripe checks it; null when unchanged. */
export function requestedPrice(
  sandbox: StripeSandbox,
  subscription: Stripe.Subscription,
  change: { id?: string | undefined; price?: string | undefined } | undefined,
  param: string,
): Stripe.Price | null {
  if (!change?.price) return null;
  const item = firstItem(subscription);
  if (change.id && change.id !== item.id) {
    throw invalidRequest(
      `No such subscription item: '${change.id}'`,
      `${param}[id]`,
      'resource_missing',
    );
  }
  const price = sandbox.get('prices', change.price, `${param}[price]`);
  if (!price.recurring || !price.active) {
    throw invalidRequest(
      `The price specified (${price.id}) is ${price.active ? 'not recurring' : 'inactive'}. This field only accepts active recurring prices.`,
      `${param}[price]`,
    );
  }
  if (price.currency !== item.price.currency) {
    throw invalidRequest(
      `The price specified (${price.id}) is in ${price.currency}, the subscription in ${item.price.currency}.`,
      `${param}[price]`,
    );
  }
  return price.id === item.price.id ? null : price;
}

function customerOf(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === 'string'
    ? subscription.customer
    : subscription.customer.id;
}

/**
 * The switch itself (`stripe-proration.ts` says what it bills): the item's new price; a new period
 * when the interval changes; the invoice of now, charged; or the prorations kept for the next one.
 */
function switchPrice(
  sandbox: StripeSandbox,
  subscription: Stripe.Subscription,
  params: SubscriptionUpdate,
  previous: Record<string, unknown>,
): Stripe.Invoice | null {
  const price = requestedPrice(sandbox, subscription, params.items?.[0], 'items[0]');
  if (!price) return null;
  const item = firstItem(subscription);
  const change = planPriceChange({
    item,
    price,
    behavior: params.proration_behavior ?? 'create_prorations',
    at: sandbox.secondsFor(customerOf(subscription)),
    products: sandbox.state.products,
  });
  previous.items = structuredClone(subscription.items);
  item.price = price;
  item.plan = { ...item.plan, id: price.id, amount: price.unit_amount, nickname: price.nickname };
  if (change.newPeriod) {
    item.current_period_start = change.newPeriod.start;
    item.current_period_end = change.newPeriod.end;
    previous.billing_cycle_anchor = subscription.billing_cycle_anchor;
    subscription.billing_cycle_anchor = change.newPeriod.start;
  }
  if (change.pending.length > 0) {
    (sandbox.state.pendingProrations[subscription.id] ??= []).push(...change.pending);
  }
  if (change.invoiceNow.length === 0) return null;
  // Prorations kept from earlier changes are billed with this invoice, as Stripe sweeps them in.
  const pending = sandbox.state.pendingProrations[subscription.id] ?? [];
  delete sandbox.state.pendingProrations[subscription.id];
  const invoice = chargeInvoice(sandbox, {
    subscription,
    item,
    billingReason: 'subscription_update',
    lines: [...pending, ...change.invoiceNow],
    periodStart: change.invoiceNow[0]?.periodStart ?? item.current_period_start,
    periodEnd: item.current_period_end,
  });
  previous.latest_invoice = subscription.latest_invoice;
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
  const now = sandbox.secondsFor(customerOf(subscription));
  delete sandbox.state.pendingProrations[subscription.id];
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
 * Control `advance`: the current period ends, and the customer's test clock moves to its end (so
 * the next proration counts from there). Canceled at period end → the subscription ends; otherwise
 * a renewal invoice (`subscription_cycle`: pending prorations and the new period) is charged — or
 * fails, with the renewal fault.
 */
export function advanceSubscription(sandbox: StripeSandbox, id: string): Stripe.Subscription {
  const subscription = liveSubscription(sandbox, id);
  const item = firstItem(subscription);
  if (subscription.cancel_at_period_end) {
    sandbox.advanceClock(customerOf(subscription), item.current_period_end);
    endSubscription(sandbox, subscription, 'cancellation_requested');
    return subscription;
  }
  const previous = {
    status: subscription.status,
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
  sandbox.advanceClock(customerOf(subscription), item.current_period_end);
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
      // Pending prorations stay for the first invoice collected after the pause.
      lines: [periodLine(item, sandbox.state.products)],
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
    }).id;
    sandbox.emit([sandbox.event('customer.subscription.updated', subscription, previous)]);
    return subscription;
  }
  const fail = sandbox.state.faults.renewal === 'fail';
  const invoice = chargeInvoice(sandbox, {
    subscription,
    item,
    billingReason: 'subscription_cycle',
    lines: [
      ...(sandbox.state.pendingProrations[subscription.id] ?? []),
      periodLine(item, sandbox.state.products),
    ],
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    fail,
  });
  delete sandbox.state.pendingProrations[subscription.id];
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
