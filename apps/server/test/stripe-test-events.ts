import { randomUUID } from 'node:crypto';
import type { processStripeEvent } from '@fanout/core/billing';
import { payments } from '@fanout/db/schema';
import type { TestServer } from './test-server';

/** The SDK's own event type (through core's signature: the server's tests do not import stripe). */
export type StripeEvent = Parameters<typeof processStripeEvent>[1];
type EventOf<T extends StripeEvent['type']> = Extract<StripeEvent, { type: T }>;
type ObjectOf<T extends StripeEvent['type']> = EventOf<T>['data']['object'];

/**
 * Builds an event of `type` around the fields of its object that the product reads. The rest of
 * Stripe's object is left out, so the object is cast to the SDK's type: the fields given are
 * checked against it (`Partial`), the ones the product reads are all given.
 */
export function stripeEvent<T extends StripeEvent['type']>(
  type: T,
  object: Partial<ObjectOf<T>> & { id: string },
  id = `evt_${randomUUID().replaceAll('-', '')}`,
): EventOf<T> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as unknown as EventOf<T>;
}

/** POSTs an event signed with the server's webhook secret (or `secret`, or at `timestamp`). */
export async function deliver(
  server: TestServer,
  event: StripeEvent | string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
): Promise<{ status: number; body: unknown }> {
  const billing = server.core.billing;
  if (!billing) throw new Error('the test server has no billing deps');
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? billing.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? billing.webhookSecret,
          ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
        })
      : options.signature;
  const response = await fetch(`${server.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A pending payment row, as the checkout services create it before the Checkout Session. */
export async function pendingPayment(
  server: TestServer,
  userId: string,
  item: {
    kind: 'credit_pack' | 'credit_package';
    credits: number;
    amount: number;
    description: string;
    validityMonths?: number;
  },
) {
  const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
  const paymentIntentId = `pi_${randomUUID().replaceAll('-', '')}`;
  const [payment] = await server.database.db
    .insert(payments)
    .values({
      userId,
      kind: item.kind,
      status: 'pending',
      amount: item.amount,
      credits: item.credits,
      description: item.description,
      itemId: item.kind === 'credit_pack' ? 'growth' : randomUUID(),
      validityMonths: item.validityMonths ?? null,
      stripeCheckoutSessionId: sessionId,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  const session = (
    paymentStatus: 'paid' | 'unpaid',
  ): Partial<ObjectOf<'checkout.session.completed'>> & { id: string } => ({
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: paymentStatus,
    client_reference_id: userId,
    metadata: { userId, paymentId: payment.id, kind: item.kind, itemId: payment.itemId },
    payment_intent: paymentIntentId,
    amount_total: item.amount,
    currency: 'usd',
  });
  return { payment, sessionId, paymentIntentId, session };
}

/** A charge of the payment, refunded up to `amountRefunded` cents so far. */
export function refundedCharge(paymentIntentId: string, amount: number, amountRefunded: number) {
  return {
    id: `ch_${paymentIntentId.slice(3)}`,
    object: 'charge' as const,
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    payment_intent: paymentIntentId,
    currency: 'usd',
  };
}

export function dispute(
  paymentIntentId: string,
  amount: number,
  status: 'needs_response' | 'won' | 'lost',
) {
  return {
    id: `dp_${paymentIntentId.slice(3)}`,
    object: 'dispute' as const,
    amount,
    charge: `ch_${paymentIntentId.slice(3)}`,
    payment_intent: paymentIntentId,
    status,
    currency: 'usd',
  };
}
