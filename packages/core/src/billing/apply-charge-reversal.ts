import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '@fanout/db/client';
import {
  creditShortfalls,
  isOwnedPayment,
  payments,
  type OwnedPaymentRow,
  type PaymentRow,
} from '@fanout/db/schema';
import { applyCreditChanges } from '../credits/apply-credit-changes';
import { addBillingNotice, creditsText } from './billing-notices';
import { clawBack, clawedBack, type ClawBackOutcome } from './claw-back';
import { announcePaymentRefunded } from './announce-payment';

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

async function lockPaymentOfIntent(
  tx: Transaction,
  paymentIntent: string | { id: string } | null,
): Promise<OwnedPaymentRow | null> {
  const id = idOf(paymentIntent);
  if (!id) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, id))
    .for('update');
  return payment && isOwnedPayment(payment) ? payment : null;
}

/** The credits `refunded` cents of the payment stand for, rounded up (a refund never leaves a fraction). */
function creditsOf(payment: PaymentRow, refunded: number): number {
  if (refunded <= 0) return 0;
  if (payment.amount <= 0) return payment.credits;
  return Math.ceil((payment.credits * Math.min(refunded, payment.amount)) / payment.amount);
}

function clawBackText(outcome: ClawBackOutcome, reason: string): string {
  const shortText =
    outcome.short > 0
      ? ` ${creditsText(outcome.short)} had already been spent: buy credits to post again.`
      : '';
  return `${creditsText(outcome.taken + outcome.short)} were taken back because ${reason}.${shortText}`;
}

/**
 * `charge.refunded` (ADR 0048): the credits of the newly refunded part (proportional, rounded
 * up) taken back from the payment found by the charge's PaymentIntent. Keyed by the charge and its
 * cumulative `amount_refunded`, so a second partial refund takes only the difference.
 */
export async function applyChargeRefunded(
  tx: Transaction,
  charge: Stripe.Charge,
  now: Date,
): Promise<void> {
  const payment = await lockPaymentOfIntent(tx, charge.payment_intent);
  if (!payment) return;
  const refunded = Math.min(charge.amount_refunded, payment.amount);
  if (refunded <= payment.amountRefunded) return;
  const credits = creditsOf(payment, refunded) - creditsOf(payment, payment.amountRefunded);
  const outcome = await clawBack(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    credits,
    key: `stripe:refund:${charge.id}:${refunded}`,
    description: `Refund: ${payment.description}`,
  });
  await tx
    .update(payments)
    .set({
      amountRefunded: refunded,
      status:
        refunded >= payment.amount && payment.status !== 'disputed' ? 'refunded' : payment.status,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await announcePaymentRefunded(tx, payment, refunded);
  if (outcome.status === 'applied' && credits > 0) {
    await addBillingNotice(
      tx,
      payment.userId,
      'credits_clawed_back',
      'Payment refunded',
      clawBackText(outcome, `your payment for ${payment.description} was refunded`),
    );
  }
}

export function disputeKey(disputeId: string): string {
  return `stripe:dispute:${disputeId}`;
}

/** `charge.dispute.created`: every credit of the payment not already refunded taken back. */
export async function applyDisputeCreated(
  tx: Transaction,
  dispute: Stripe.Dispute,
  now: Date,
): Promise<void> {
  const payment = await lockPaymentOfIntent(tx, dispute.payment_intent);
  if (!payment) return;
  const credits = payment.credits - creditsOf(payment, payment.amountRefunded);
  const outcome = await clawBack(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    credits,
    key: disputeKey(dispute.id),
    description: `Disputed payment: ${payment.description}`,
  });
  await tx
    .update(payments)
    .set({ status: 'disputed', updatedAt: now })
    .where(eq(payments.id, payment.id));
  if (outcome.status === 'applied' && credits > 0) {
    await addBillingNotice(
      tx,
      payment.userId,
      'credits_clawed_back',
      'Payment disputed',
      clawBackText(outcome, `your payment for ${payment.description} is disputed`),
    );
  }
}

/**
 * `charge.dispute.closed`: won, the dispute's clawback is undone — the credits it took go back into
 * the lots they came from, and its shortfall is dropped (what later grants paid of it comes back
 * too). Lost: the payment stays disputed.
 */
export async function applyDisputeClosed(
  tx: Transaction,
  dispute: Stripe.Dispute,
  now: Date,
): Promise<void> {
  if (dispute.status !== 'won') return;
  const payment = await lockPaymentOfIntent(tx, dispute.payment_intent);
  if (!payment || payment.status !== 'disputed') return;
  const { taken, shortfall } = await clawedBack(tx, disputeKey(dispute.id));
  const settled = shortfall ? shortfall.amount - shortfall.remaining : 0;
  if (shortfall && shortfall.remaining > 0) {
    // Nothing is owed any more: the dispute that made the shortfall was decided for the user.
    await tx
      .update(creditShortfalls)
      .set({ remaining: 0, settledAt: now })
      .where(eq(creditShortfalls.id, shortfall.id));
  }
  await tx
    .update(payments)
    .set({
      status: payment.amountRefunded >= payment.amount ? 'refunded' : 'completed',
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  const back = taken + settled;
  if (back <= 0) return;
  await applyCreditChanges(tx, [
    {
      userId: payment.userId,
      amount: back,
      kind: 'adjustment',
      description: `Dispute won: ${payment.description}`,
      reference: payment.id,
      idempotencyKey: `stripe:dispute-won:${dispute.id}`,
      restores: disputeKey(dispute.id),
      paymentId: payment.id,
    },
  ]);
  await addBillingNotice(
    tx,
    payment.userId,
    'credits_returned',
    'Dispute closed in your favour',
    `${creditsText(back)} for ${payment.description} were given back.`,
  );
}
