import type { Transaction } from '@fanout/db/client';
import type { PaymentRow } from '@fanout/db/schema';
import { emitWebhookEvent } from '../webhooks/webhook-outbox';

/**
 * `payment.succeeded` (ADR 0094), in the transaction that completes the payment (a Checkout paid, an
 * invoice paid): once per payment, however often Stripe's event comes.
 */
export async function announcePaymentSucceeded(
  tx: Transaction,
  payment: PaymentRow,
): Promise<void> {
  if (!payment.userId || payment.status !== 'completed') return;
  await emitWebhookEvent(tx, {
    userId: payment.userId,
    type: 'payment.succeeded',
    data: {
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      credits: payment.credits,
      description: payment.description,
    },
    dedupKey: `payment.succeeded:${payment.id}`,
  });
}

/** `payment.refunded`, in the refund's transaction: once per refunded amount of the payment. */
export async function announcePaymentRefunded(
  tx: Transaction,
  payment: Pick<PaymentRow, 'id' | 'userId' | 'currency' | 'description'>,
  amountRefunded: number,
): Promise<void> {
  if (!payment.userId) return;
  await emitWebhookEvent(tx, {
    userId: payment.userId,
    type: 'payment.refunded',
    data: {
      paymentId: payment.id,
      amountRefunded,
      currency: payment.currency,
      description: payment.description,
    },
    dedupKey: `payment.refunded:${payment.id}:${amountRefunded}`,
  });
}
