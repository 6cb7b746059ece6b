import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Executor } from '@fanout/db/client';
import { payments } from '@fanout/db/schema';
import { gatherInvoiceFacts, type InvoiceFacts } from './invoice-facts';

/**
 * The purchase a refund or dispute reverses, as Stripe tells it, for when the reversal's webhook
 * overtook the purchase's (ADR 0064): a pack's or package's Checkout Session, or a subscription
 * invoice with its facts. `none` when our payment already knows the PaymentIntent (nothing to
 * resolve) or the PaymentIntent is not one of Fanout's.
 */
export type ReversedPurchase =
  | { kind: 'checkout'; session: Stripe.Checkout.Session }
  | { kind: 'invoice'; invoice: Stripe.Invoice; facts: InvoiceFacts }
  | { kind: 'none' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/** The Checkout Session of our payment named by the PaymentIntent's `paymentId` metadata. */
async function checkoutOf(
  db: Executor,
  stripe: Stripe,
  intent: Stripe.PaymentIntent,
): Promise<Stripe.Checkout.Session | null> {
  const paymentId = intent.metadata?.paymentId;
  if (!paymentId || !UUID.test(paymentId)) return null;
  const [payment] = await db
    .select({ sessionId: payments.stripeCheckoutSessionId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment?.sessionId) return null;
  const session = await stripe.checkout.sessions.retrieve(payment.sessionId);
  // The session must be the one this PaymentIntent paid, not merely named by its metadata.
  return idOf(session.payment_intent) === intent.id ? session : null;
}

/** The paid subscription invoice this PaymentIntent paid, with what applying it needs. */
async function invoiceOf(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<{ invoice: Stripe.Invoice; facts: InvoiceFacts } | null> {
  const listed = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    limit: 1,
  });
  const invoiceId = idOf(listed.data[0]?.invoice);
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  if (invoice.status !== 'paid') return null;
  return { invoice, facts: await gatherInvoiceFacts(stripe, invoice) };
}

/**
 * Asks Stripe which purchase the reversed PaymentIntent paid, only when no payment of ours holds
 * that PaymentIntent yet. Outside any transaction (no lock waits on Stripe). A failure to reach
 * Stripe throws: the webhook answers 5xx and Stripe redelivers, so the reversal is not lost.
 */
export async function findReversedPurchase(
  db: Executor,
  stripe: Stripe,
  paymentIntent: string | { id: string } | null,
): Promise<ReversedPurchase> {
  const id = idOf(paymentIntent);
  if (!id) return { kind: 'none' };
  const [known] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, id));
  if (known) return { kind: 'none' };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    if (isNotFound(error)) return { kind: 'none' };
    throw error;
  }
  const session = await checkoutOf(db, stripe, intent);
  if (session) return { kind: 'checkout', session };
  const invoice = await invoiceOf(stripe, id);
  if (invoice) return { kind: 'invoice', ...invoice };
  return { kind: 'none' };
}
