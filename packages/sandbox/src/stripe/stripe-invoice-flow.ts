import type Stripe from 'stripe';
import type { z } from 'zod';
import { buildInvoice, buildInvoicePayment, type InvoiceInput } from './stripe-billing-objects';
import { recordPayment, recordPaymentIntent } from './stripe-charge-flow';
import { invalidRequest } from './stripe-errors';
import type { invoicePaymentListParams } from './stripe-param-schemas';
import type { StripeSandbox } from './stripe-sandbox';

/** The end of one period: the next one, a calendar month or year later (UTC), as Stripe bills. */
export function addInterval(startSeconds: number, interval: 'month' | 'year' | string): number {
  const date = new Date(startSeconds * 1000);
  const day = date.getUTCDate();
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1, 1);
  // Jan 31 + 1 month is the last day of February, not March 3rd.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/**
 * Creates a subscription invoice and charges it at once (collection `charge_automatically`):
 * paid, with its PaymentIntent, Charge and InvoicePayment; or, when `fail`, left open with a
 * declined PaymentIntent. A credit on the customer's balance is applied first; an invoice it
 * covers whole is paid with no charge, as Stripe does. The caller emits `invoice.paid` /
 * `invoice.payment_failed`.
 */
export function chargeInvoice(
  sandbox: StripeSandbox,
  input: Omit<InvoiceInput, 'created' | 'customer' | 'preview'> & { fail?: boolean },
): Stripe.Invoice {
  const customerId = input.subscription.customer;
  const customer = sandbox.get(
    'customers',
    typeof customerId === 'string' ? customerId : customerId.id,
  );
  const created = sandbox.secondsFor(customer.id);
  const invoice = buildInvoice({ ...input, created, customer });
  sandbox.state.invoices[invoice.id] = invoice;
  const payment = {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer: customer.id,
    metadata: {},
    description:
      input.billingReason === 'subscription_create'
        ? 'Subscription creation'
        : 'Subscription update',
  };
  invoice.attempted = true;
  invoice.attempt_count = 1;
  if (input.fail && invoice.amount_due > 0) {
    const paymentIntent = recordPaymentIntent(sandbox, payment, 'requires_payment_method');
    sandbox.state.invoicePayments[invoice.id] = [
      buildInvoicePayment(invoice, paymentIntent.id, null),
    ];
    invoice.next_payment_attempt = created + 3 * 86_400;
    return invoice;
  }
  customer.balance = invoice.ending_balance ?? 0;
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = created;
  if (invoice.amount_due === 0) return invoice;
  const { paymentIntent } = recordPayment(sandbox, payment);
  sandbox.state.invoicePayments[invoice.id] = [
    buildInvoicePayment(invoice, paymentIntent.id, created),
  ];
  return invoice;
}

/**
 * A renewal while collection is paused with `behavior: 'void'`: Stripe creates the invoice and
 * voids it at once — nothing charged, no `invoice.paid`.
 */
export function voidedInvoice(
  sandbox: StripeSandbox,
  input: Omit<InvoiceInput, 'created' | 'customer'>,
): Stripe.Invoice {
  const customerId = input.subscription.customer;
  const customer = sandbox.get(
    'customers',
    typeof customerId === 'string' ? customerId : customerId.id,
  );
  const created = sandbox.seconds();
  const invoice = buildInvoice({ ...input, created, customer });
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = created;
  sandbox.state.invoices[invoice.id] = invoice;
  return invoice;
}

/** The invoice as answered: `payments` only when asked for with `expand[]=payments`, as Stripe. */
export function presentInvoice(
  sandbox: StripeSandbox,
  invoice: Stripe.Invoice,
  expand: readonly string[] = [],
): Stripe.Invoice {
  if (!expand.includes('payments')) return invoice;
  const payments = sandbox.state.invoicePayments[invoice.id] ?? [];
  return {
    ...invoice,
    payments: {
      object: 'list',
      data: payments,
      has_more: false,
      url: `/v1/invoices/${invoice.id}/payments`,
    },
  };
}

/**
 * `GET /v1/invoice_payments`: the payments of an invoice, or the invoice payment of a
 * PaymentIntent — how the product finds which invoice a refunded or disputed charge paid.
 */
export function listInvoicePayments(
  sandbox: StripeSandbox,
  params: z.output<typeof invoicePaymentListParams>,
): Stripe.ApiList<Stripe.InvoicePayment> {
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be between 1 and 100.', 'limit');
  }
  const intent = params.payment?.payment_intent;
  const matching = Object.values(sandbox.state.invoicePayments)
    .flat()
    .filter((payment) => !params.invoice || payment.invoice === params.invoice)
    .filter((payment) => !intent || payment.payment.payment_intent === intent)
    .filter((payment) => !params.status || payment.status === params.status)
    .sort((a, b) => b.created - a.created);
  return {
    object: 'list',
    data: matching.slice(0, limit),
    has_more: matching.length > limit,
    url: '/v1/invoice_payments',
  };
}
