import type Stripe from 'stripe';
import { refundCharge } from './stripe-charge-flow';
import { invalidRequest } from './stripe-errors';
import type { RefundCreate, SubscriptionList } from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';

/**
 * `GET /v1/subscriptions`: the subscriptions, newest first, of a customer. Without `status`
 * Stripe leaves canceled ones out; `all` lists every one; `ended` the canceled and expired.
 */
export function listSubscriptions(
  sandbox: StripeSandbox,
  params: SubscriptionList,
): Stripe.ApiList<Stripe.Subscription> {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be between 1 and 100.', 'limit');
  }
  const status = params.status;
  const ended = new Set<string>(['canceled', 'incomplete_expired']);
  const matching = Object.values(sandbox.state.subscriptions)
    .filter((sub) => !params.customer || sub.customer === params.customer)
    .filter((sub) => {
      if (status === 'all') return true;
      if (status === 'ended') return ended.has(sub.status);
      if (status) return sub.status === status;
      return sub.status !== 'canceled';
    })
    .reverse()
    .sort((a, b) => b.created - a.created);
  return {
    object: 'list',
    data: matching.slice(0, limit),
    has_more: matching.length > limit,
    url: '/v1/subscriptions',
  };
}

/** `POST /v1/refunds`: refunds a charge, named or as its PaymentIntent's latest (ADR 0046). */
export function createRefund(sandbox: StripeSandbox, params: RefundCreate): Stripe.Refund {
  let chargeId = params.charge;
  if (!chargeId && params.payment_intent) {
    const intent = sandbox.get('paymentIntents', params.payment_intent, 'payment_intent');
    chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : undefined;
    if (!chargeId) {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
  }
  if (!chargeId) throw invalidRequest('One of `charge` or `payment_intent` is required.');
  return refundCharge(sandbox, chargeId, params.amount);
}
