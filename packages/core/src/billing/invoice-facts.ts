import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '@fanout/db/client';
import { subscriptionPlans, type SubscriptionPlanRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';

/** What Stripe says NOW about an invoice's subscription (events arrive out of order: re-fetched). */
export interface InvoiceFacts {
  subscription: Stripe.Subscription | null;
  /** The price the invoice bills for (its plan is what was paid for). */
  price: Stripe.Price | null;
  paymentIntentId: string | null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The line that bills the plan: the period's own line, else the largest (an upgrade's proration). */
function billedPriceId(invoice: Stripe.Invoice): string | null {
  const priced = invoice.lines.data.filter((line) => line.pricing?.price_details?.price);
  const own = priced.filter((line) => line.parent?.subscription_item_details?.proration === false);
  const pick = (own.length > 0 ? own : priced).reduce<Stripe.InvoiceLineItem | null>(
    (best, line) => (!best || line.amount > best.amount ? line : best),
    null,
  );
  return idOf(pick?.pricing?.price_details?.price);
}

/**
 * Re-fetches an invoice's subscription, its billed price (with the price's `planId` metadata) and
 * its PaymentIntent (`expand[]=payments`, so a refund of it finds the payment). Outside any
 * transaction: no lock is held while Stripe answers. A non-subscription invoice has no facts.
 */
export async function gatherInvoiceFacts(
  stripe: Stripe,
  invoice: Stripe.Invoice,
): Promise<InvoiceFacts> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const priceId = billedPriceId(invoice);
  if (!subscriptionId || !priceId)
    return { subscription: null, price: null, paymentIntentId: null };
  const [subscription, expanded] = await Promise.all([
    stripe.subscriptions.retrieve(subscriptionId),
    stripe.invoices.retrieve(invoice.id, { expand: ['payments'] }),
  ]);
  const itemPrice = subscription.items.data.find((item) => item.price.id === priceId)?.price;
  const price = itemPrice ?? (await stripe.prices.retrieve(priceId));
  const paymentIntentId =
    expanded.payments?.data
      .map((payment) => idOf(payment.payment.payment_intent))
      .find((id): id is string => id !== null) ?? null;
  return { subscription, price, paymentIntentId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The plan of a Stripe Price: its `planId` metadata, else the plan that lists its id. */
export async function planOfStripePrice(
  executor: Executor,
  price: Stripe.Price,
): Promise<SubscriptionPlanRow> {
  const fromMetadata = price.metadata?.planId;
  const [plan] = await executor
    .select()
    .from(subscriptionPlans)
    .where(
      fromMetadata && UUID.test(fromMetadata)
        ? eq(subscriptionPlans.id, fromMetadata)
        : or(
            eq(subscriptionPlans.stripeMonthlyPriceId, price.id),
            eq(subscriptionPlans.stripeYearlyPriceId, price.id),
          ),
    );
  if (!plan) throw new AppError('NOT_FOUND', `No plan for Stripe price ${price.id}`);
  return plan;
}
