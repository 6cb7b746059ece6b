import type Stripe from 'stripe';
import type { InvoiceLineInput } from './stripe-billing-objects';
import { addInterval } from './stripe-invoice-flow';
import type { PRORATION_BEHAVIORS } from './stripe-param-schemas';

/**
 * What a price change of a subscription item does, as Stripe bills it
 * (https://docs.stripe.com/billing/subscriptions/prorations), worked out before anything changes
 * so that the update and the invoice preview answer the same:
 * - the unused time of the old price is a credit line and the remaining time of the new price a
 *   charge line, both `proration: true`, each prorated by the second over the current period;
 * - a change of interval (monthly ↔ yearly) starts a new period now: the credit line plus the new
 *   price's whole period (`proration: false`), invoiced now whatever the behaviour;
 * - `always_invoice` invoices the proration lines now, `create_prorations` (Stripe's default)
 *   keeps them for the next invoice, `none` bills nothing for the time left.
 */

export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

export interface PriceChange {
  price: Stripe.Price;
  /** The new period when the interval changes (it starts at the change). */
  newPeriod: { start: number; end: number } | null;
  /** The lines billed now (empty when nothing is invoiced now). */
  invoiceNow: InvoiceLineInput[];
  /** The lines kept for the next invoice (`create_prorations` without a new period). */
  pending: InvoiceLineInput[];
}

function nameOf(price: Stripe.Price, products: Record<string, Stripe.Product>): string {
  const product = typeof price.product === 'string' ? products[price.product] : price.product;
  return price.nickname ?? (product && 'name' in product ? product.name : price.id);
}

function day(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function planPriceChange(input: {
  item: Stripe.SubscriptionItem;
  price: Stripe.Price;
  behavior: ProrationBehavior;
  /** When the change happens (the customer's clock, seconds). */
  at: number;
  products: Record<string, Stripe.Product>;
}): PriceChange {
  const { item, price, behavior, at } = input;
  const old = item.price;
  const quantity = item.quantity ?? 1;
  const start = item.current_period_start;
  const end = item.current_period_end;
  const period = Math.max(1, end - start);
  const left = Math.min(period, Math.max(0, end - at));
  const share = (amount: number) => Math.round((amount * quantity * left) / period);
  const prorate = behavior !== 'none' && left > 0;
  const credit: InvoiceLineInput = {
    price: old,
    quantity,
    amount: -share(old.unit_amount ?? 0),
    periodStart: at,
    periodEnd: end,
    proration: true,
    description: `Unused time on ${quantity} × ${nameOf(old, input.products)} after ${day(at)}`,
  };
  const changesInterval = old.recurring?.interval !== price.recurring?.interval;
  if (changesInterval) {
    const newPeriod = { start: at, end: addInterval(at, price.recurring?.interval ?? 'month') };
    const whole: InvoiceLineInput = {
      price,
      quantity,
      amount: (price.unit_amount ?? 0) * quantity,
      periodStart: newPeriod.start,
      periodEnd: newPeriod.end,
      proration: false,
      description: `${quantity} × ${nameOf(price, input.products)}`,
    };
    return { price, newPeriod, invoiceNow: [...(prorate ? [credit] : []), whole], pending: [] };
  }
  if (!prorate) return { price, newPeriod: null, invoiceNow: [], pending: [] };
  const charge: InvoiceLineInput = {
    price,
    quantity,
    amount: share(price.unit_amount ?? 0),
    periodStart: at,
    periodEnd: end,
    proration: true,
    description: `Remaining time on ${quantity} × ${nameOf(price, input.products)} after ${day(at)}`,
  };
  return behavior === 'always_invoice'
    ? { price, newPeriod: null, invoiceNow: [credit, charge], pending: [] }
    : { price, newPeriod: null, invoiceNow: [], pending: [credit, charge] };
}

/** The line of a whole period of the item's price (a renewal's own line). */
export function periodLine(
  item: Stripe.SubscriptionItem,
  products: Record<string, Stripe.Product>,
): InvoiceLineInput {
  const quantity = item.quantity ?? 1;
  return {
    price: item.price,
    quantity,
    amount: (item.price.unit_amount ?? 0) * quantity,
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    proration: false,
    description: `${quantity} × ${nameOf(item.price, products)}`,
  };
}
