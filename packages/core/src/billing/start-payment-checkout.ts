import { eq } from 'drizzle-orm';
import { payments } from '@fanout/db/schema';
import {
  AppError,
  formatDollars,
  MINIMUM_PAYMENT_CENTS,
  type PaymentKind,
  type RedirectAnswer,
} from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { callStripe, PAYMENTS_UNAVAILABLE } from './call-stripe';
import { ensureStripeCustomer } from './ensure-stripe-customer';

export interface PaymentCheckoutItem {
  kind: Extract<PaymentKind, 'credit_pack' | 'credit_package'>;
  itemId: string;
  name: string;
  description: string;
  amountCents: number;
  credits: number;
  /** A package's validity, recorded on the payment so later edits of the package change nothing. */
  validityMonths: number | null;
  /** The web page the buyer returns to: `/credits` (packs) or `/buy-credits` (packages). */
  page: '/credits' | '/buy-credits';
}

/**
 * One-off purchase: the pending payment row first (it records what is bought and at what price),
 * then a Checkout Session in `payment` mode with inline `price_data`, keyed `checkout:{paymentId}`
 * so a retried call cannot open a second session for the same payment. Metadata follows the
 * convention the webhook side reads (ADR 0047). A session Stripe refused leaves the row failed.
 */
export async function startPaymentCheckout(
  deps: CoreDeps,
  userId: string,
  item: PaymentCheckoutItem,
): Promise<RedirectAnswer> {
  if (item.amountCents < MINIMUM_PAYMENT_CENTS) {
    // Stripe refuses card payments under $0.50; say so instead of answering "unavailable".
    throw new AppError(
      'BAD_REQUEST',
      `${item.name} costs less than the ${formatDollars(MINIMUM_PAYMENT_CENTS)} minimum payment`,
    );
  }
  const customer = await ensureStripeCustomer(deps, userId);
  const [payment] = await deps.db
    .insert(payments)
    .values({
      userId,
      kind: item.kind,
      status: 'pending',
      amount: item.amountCents,
      credits: item.credits,
      description: item.name,
      itemId: item.itemId,
      validityMonths: item.validityMonths,
    })
    .returning({ id: payments.id });
  if (!payment) throw new AppError('INTERNAL', 'The payment was not recorded');
  const paymentId = payment.id;
  const pageUrl = `${deps.config.publicUrl}${item.page}`;
  try {
    const session = await callStripe(deps, 'creating a checkout session', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer,
          client_reference_id: userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: item.amountCents,
                product_data: { name: item.name, description: item.description },
              },
            },
          ],
          success_url: `${pageUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${pageUrl}?checkout=canceled`,
          metadata: { userId, paymentId, kind: item.kind, itemId: item.itemId },
          payment_intent_data: { metadata: { userId, paymentId } },
        },
        { idempotencyKey: `checkout:${paymentId}` },
      ),
    );
    if (!session.url) throw new AppError('BAD_GATEWAY', PAYMENTS_UNAVAILABLE);
    await deps.db
      .update(payments)
      .set({ stripeCheckoutSessionId: session.id, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    return { url: session.url };
  } catch (error) {
    await deps.db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    throw error;
  }
}
