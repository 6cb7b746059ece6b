import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import { isOwnedPayment, payments, type OwnedPaymentRow } from '@fanout/db/schema';
import type { CheckoutOutcome } from '@fanout/shared';
import { addMonths } from './add-months';
import { addBillingNotice } from './billing-notices';
import { grantCredits } from './grant-credits';
import { announcePaymentSucceeded } from './announce-payment';

/** The ledger key of a pack's or package's credits: one grant per Checkout Session. */
export function checkoutGrantKey(sessionId: string): string {
  return `stripe:checkout:${sessionId}`;
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * The payment a Checkout Session pays (its `paymentId` metadata, else the session id stored on it),
 * locked, so the webhook and the success page fulfil one after the other.
 */
export async function lockCheckoutPayment(
  tx: Transaction,
  session: Stripe.Checkout.Session,
): Promise<OwnedPaymentRow | null> {
  const byMetadata = session.metadata?.paymentId;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      byMetadata && UUID.test(byMetadata)
        ? eq(payments.id, byMetadata)
        : eq(payments.stripeCheckoutSessionId, session.id),
    )
    .for('update');
  // A deleted account's payment (user id null, ADR 0050) is kept as a record: nothing to fulfil.
  if (!payment || !isOwnedPayment(payment)) return null;
  // A session naming another payment's row, or another user, is not this payment's.
  if (payment.stripeCheckoutSessionId && payment.stripeCheckoutSessionId !== session.id)
    return null;
  const userId = session.metadata?.userId ?? session.client_reference_id;
  if (userId && userId !== payment.userId) return null;
  return payment;
}

/**
 * Fulfils a pack or package Checkout Session once it is paid (ADR 0048): the payment
 * completed and its credits granted under `stripe:checkout:{sessionId}` — the webhook, a redelivery
 * and the success page all land here and grant once. Pack lots never expire; package lots expire
 * `validityMonths` after the grant. Subscription sessions grant nothing (their invoice does).
 */
export async function fulfilCheckoutSession(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<CheckoutOutcome | null> {
  const paid =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const unpaid = session.status === 'complete' ? 'pending' : 'open';
  // A subscription's session has no payment row: its invoices get theirs (and grant the credits).
  if (session.mode === 'subscription') return { status: paid ? 'paid' : unpaid, credits: 0 };
  const payment = await lockCheckoutPayment(tx, session);
  if (!payment) return null;
  if (!paid) return { status: payment.status === 'failed' ? 'failed' : unpaid, credits: 0 };
  await grantCredits(tx, {
    userId: payment.userId,
    amount: payment.credits,
    kind: 'purchase',
    description: payment.description,
    reference: session.id,
    idempotencyKey: checkoutGrantKey(session.id),
    expiresAt:
      payment.kind === 'credit_package' && payment.validityMonths
        ? addMonths(now, payment.validityMonths)
        : null,
    paymentId: payment.id,
  });
  if (payment.status === 'pending' || payment.status === 'failed') {
    await tx
      .update(payments)
      .set({
        status: 'completed',
        completedAt: now,
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId: idOf(session.payment_intent) ?? payment.stripePaymentIntentId,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
  }
  await announcePaymentSucceeded(tx, { ...payment, status: 'completed' });
  return { status: 'paid', credits: payment.credits };
}

/** `checkout.session.async_payment_failed`: the payment failed (nothing granted) and the user told. */
export async function failCheckoutPayment(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<void> {
  const payment = await lockCheckoutPayment(tx, session);
  if (!payment || payment.status !== 'pending') return;
  await tx
    .update(payments)
    .set({ status: 'failed', stripeCheckoutSessionId: session.id, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await addBillingNotice(
    tx,
    payment.userId,
    'payment_failed',
    'Payment failed',
    `Your payment for ${payment.description} did not go through. No credits were added.`,
  );
}

/**
 * `checkout.session.expired` (ADR 0064): a Checkout left unpaid — abandoned, or declined and never
 * retried — until Stripe expired it, or expired by us. Its pending payment ends as expired in
 * Payment History instead of staying pending; nothing was charged, so nobody is told.
 */
export async function expireCheckoutPayment(
  tx: Transaction,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<void> {
  if (session.mode === 'subscription') return;
  const payment = await lockCheckoutPayment(tx, session);
  if (!payment || payment.status !== 'pending') return;
  await tx
    .update(payments)
    .set({ status: 'expired', stripeCheckoutSessionId: session.id, updatedAt: now })
    .where(eq(payments.id, payment.id));
}
