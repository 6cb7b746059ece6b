import type Stripe from 'stripe';
import { invalidRequest } from './stripe-errors';
import {
  buildCharge,
  buildDispute,
  buildPaymentIntent,
  buildRefund,
  type PaymentInput,
} from './stripe-payment-objects';
import type { StripeSandbox } from './stripe-sandbox';

/** Payments, refunds and disputes: what a paid session or invoice leaves, and what undoes it. */

/** A succeeded PaymentIntent with its Charge, stored; answers both. */
export function recordPayment(
  sandbox: StripeSandbox,
  input: Omit<PaymentInput, 'created'>,
): { paymentIntent: Stripe.PaymentIntent; charge: Stripe.Charge } {
  const paymentIntent = recordPaymentIntent(sandbox, input, 'processing');
  return { paymentIntent, charge: chargePaymentIntent(sandbox, paymentIntent) };
}

/** A PaymentIntent not charged yet (a delayed method) or declined. */
export function recordPaymentIntent(
  sandbox: StripeSandbox,
  input: Omit<PaymentInput, 'created'>,
  status: 'processing' | 'requires_payment_method',
): Stripe.PaymentIntent {
  const paymentIntent = buildPaymentIntent({ ...input, created: sandbox.seconds(), status });
  sandbox.state.paymentIntents[paymentIntent.id] = paymentIntent;
  return paymentIntent;
}

/** The PaymentIntent succeeds: its Charge, stored. */
export function chargePaymentIntent(
  sandbox: StripeSandbox,
  paymentIntent: Stripe.PaymentIntent,
): Stripe.Charge {
  const charge = buildCharge({
    created: sandbox.seconds(),
    amount: paymentIntent.amount,
    currency: paymentIntent.currency,
    customer: typeof paymentIntent.customer === 'string' ? paymentIntent.customer : null,
    metadata: paymentIntent.metadata,
    description: paymentIntent.description,
    paymentIntent: paymentIntent.id,
  });
  sandbox.state.charges[charge.id] = charge;
  paymentIntent.status = 'succeeded';
  paymentIntent.amount_received = paymentIntent.amount;
  paymentIntent.latest_charge = charge.id;
  return charge;
}

/** Refunds `amount` (default: what is left) of a charge; event `charge.refunded`. */
export function refundCharge(
  sandbox: StripeSandbox,
  chargeId: string,
  amount?: number,
): Stripe.Refund {
  const charge = sandbox.get('charges', chargeId, 'charge');
  const left = charge.amount - charge.amount_refunded;
  const refunded = amount ?? left;
  if (left === 0) {
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  }
  if (!Number.isInteger(refunded) || refunded <= 0 || refunded > left) {
    throw invalidRequest(
      `Refund amount (${refunded}) is greater than unrefunded amount on charge (${left})`,
      'amount',
    );
  }
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  const refund = buildRefund(charge, refunded, sandbox.seconds());
  sandbox.state.refunds[refund.id] = refund;
  charge.amount_refunded += refunded;
  charge.refunded = charge.amount_refunded === charge.amount;
  sandbox.emit([sandbox.event('charge.refunded', charge, previous)]);
  return refund;
}

/** The cardholder disputes a charge; event `charge.dispute.created`. */
export function disputeCharge(sandbox: StripeSandbox, chargeId: string): Stripe.Dispute {
  const charge = sandbox.get('charges', chargeId, 'charge');
  if (charge.disputed) {
    throw invalidRequest(`Charge ${charge.id} is already disputed.`, 'charge');
  }
  const dispute = buildDispute(charge, sandbox.seconds());
  sandbox.state.disputes[dispute.id] = dispute;
  charge.disputed = true;
  sandbox.emit([sandbox.event('charge.dispute.created', dispute)]);
  return dispute;
}

/** The dispute is decided; event `charge.dispute.closed`. */
export function closeDispute(
  sandbox: StripeSandbox,
  disputeId: string,
  status: 'won' | 'lost',
): Stripe.Dispute {
  const dispute = sandbox.get('disputes', disputeId, 'dispute');
  if (dispute.status === 'won' || dispute.status === 'lost') {
    throw invalidRequest(`Dispute ${dispute.id} is already closed.`, 'dispute');
  }
  const previous = { status: dispute.status };
  dispute.status = status;
  sandbox.emit([sandbox.event('charge.dispute.closed', dispute, previous)]);
  return dispute;
}
