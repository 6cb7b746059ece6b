import { and, eq, inArray, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor, Transaction } from '@fanout/db/client';
import { payments, type PaymentRow } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { callStripe } from './call-stripe';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events that say a payment-mode Checkout was paid. */
function paidCheckoutOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return null;
  }
  const session = event.data.object;
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return null;
  return session;
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * The unsettled payment of a paid Checkout whose buyer deleted their account meanwhile (its
 * `user_id` null, ADR 0050), locked when asked: the money came in for nobody.
 */
async function orphanedPayment(
  executor: Executor | Transaction,
  session: Stripe.Checkout.Session,
  lock: boolean,
): Promise<PaymentRow | null> {
  const byMetadata = session.metadata?.paymentId;
  const query = executor
    .select()
    .from(payments)
    .where(
      and(
        byMetadata && UUID.test(byMetadata)
          ? eq(payments.id, byMetadata)
          : eq(payments.stripeCheckoutSessionId, session.id),
        isNull(payments.userId),
        inArray(payments.status, ['pending', 'failed']),
      ),
    );
  const [payment] = lock ? await query.for('update') : await query;
  if (!payment) return null;
  if (payment.stripeCheckoutSessionId && payment.stripeCheckoutSessionId !== session.id)
    return null;
  return payment;
}

/**
 * Before an event's transaction (no lock waits on Stripe): a paid Checkout of a deleted account is
 * refunded in full (ADR 0065), under a key of its session, so a redelivery refunds once. Returns
 * the payment refunded, for `recordDeletedOwnerRefund` to record in the event's transaction.
 */
export async function refundIfOwnerDeleted(
  deps: CoreDeps,
  event: Stripe.Event,
): Promise<string | null> {
  const session = paidCheckoutOf(event);
  if (!session) return null;
  const payment = await orphanedPayment(deps.db, session, false);
  if (!payment) return null;
  const paymentIntent = idOf(session.payment_intent);
  if (paymentIntent) {
    await callStripe(deps, 'refunding a deleted account’s payment', (stripe) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: 'requested_by_customer',
          metadata: { paymentId: payment.id, why: 'account deleted before the payment arrived' },
        },
        { idempotencyKey: `refund-deleted-owner:${session.id}` },
      ),
    );
  }
  deps.logger.info(
    { eventId: event.id, paymentId: payment.id },
    'stripe: a checkout paid after its buyer deleted the account was refunded',
  );
  return payment.id;
}

/**
 * In the event's transaction: the refunded payment recorded as refunded, in full. Returns whether
 * the event was such a payment. One whose buyer was deleted after `refundIfOwnerDeleted` looked
 * (the two raced) throws, so the event is answered 5xx and its redelivery refunds it.
 */
export async function recordDeletedOwnerRefund(
  tx: Transaction,
  event: Stripe.Event,
  refundedPaymentId: string | null,
  now: Date,
): Promise<boolean> {
  const session = paidCheckoutOf(event);
  if (!session) return false;
  const payment = await orphanedPayment(tx, session, true);
  if (!payment) return false;
  if (payment.id !== refundedPaymentId) {
    throw new Error('the buyer deleted their account while the payment was applied; retry refunds');
  }
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      amountRefunded: payment.amount,
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent) ?? payment.stripePaymentIntentId,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  return true;
}
