import type Stripe from 'stripe';
import { planOf } from './stripe-catalog-objects';
import { stripeId } from './stripe-ids';

/**
 * Subscriptions and invoices in the current API's shapes (typed as the SDK's): the period lives on
 * the subscription ITEM, an invoice names its subscription at
 * `parent.subscription_details.subscription` and its line prices at
 * `lines.data[].pricing.price_details.price`, and payments are InvoicePayment objects.
 */

export function buildSubscriptionItem(input: {
  subscription: string;
  price: Stripe.Price;
  quantity: number;
  created: number;
  periodStart: number;
  periodEnd: number;
}): Stripe.SubscriptionItem {
  return {
    id: stripeId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(input.price),
    price: input.price,
    quantity: input.quantity,
    subscription: input.subscription,
    tax_rates: [],
  };
}

export function buildSubscription(input: {
  id: string;
  customer: string;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  item: Stripe.SubscriptionItem;
}): Stripe.Subscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.item.current_period_start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: null,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [input.item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

/** One line of a subscription invoice: a period of a price, or a proration (credit when negative). */
export interface InvoiceLineInput {
  price: Stripe.Price;
  quantity: number;
  amount: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  description: string;
}

export interface InvoiceInput {
  created: number;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'upcoming';
  lines: InvoiceLineInput[];
  periodStart: number;
  periodEnd: number;
  /** A preview's id (`upcoming_in_…`) and status `draft`; otherwise a new open invoice. */
  preview?: boolean;
}

/**
 * An invoice of `lines`. The customer's balance applies as Stripe applies it: a credit (negative
 * balance) lowers the amount due, down to 0, and what is left of it stays on the balance
 * (`ending_balance`); the caller stores that on the customer when the invoice is real.
 */
export function buildInvoice(input: InvoiceInput): Stripe.Invoice {
  const id = input.preview ? `upcoming_${stripeId('in')}` : stripeId('in');
  const { customer, subscription } = input;
  const { total, startingBalance, amountDue } = dueAfterBalance(input);
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Fanout sandbox',
    account_tax_ids: null,
    ...invoiceAmounts(total, amountDue),
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    automatic_tax: NO_AUTOMATIC_TAX,
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: subscription.currency,
    custom_fields: null,
    ...invoiceCustomer(customer),
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: total + startingBalance - amountDue,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: input.lines.map((line) => buildInvoiceLine(id, input, line)),
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix ?? 'SANDBOX'}-${String(input.created).slice(-4)}`,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: startingBalance,
    statement_descriptor: null,
    status: input.preview ? 'draft' : 'open',
    status_transitions: {
      finalized_at: input.preview ? null : input.created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    test_clock: null,
    webhooks_delivered_at: input.created,
  };
}

function dueAfterBalance(input: InvoiceInput) {
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const startingBalance = input.customer.balance;
  return { total, startingBalance, amountDue: Math.max(0, total + startingBalance) };
}

const NO_AUTOMATIC_TAX: Stripe.Invoice.AutomaticTax = {
  disabled_reason: null,
  enabled: false,
  liability: null,
  provider: null,
  status: null,
};

/** What an invoice totalling `total` with no tax or discount adds up to, `due` after the balance. */
function invoiceAmounts(total: number, due: number) {
  return {
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: due,
    amount_shipping: 0,
    subtotal: total,
    subtotal_excluding_tax: total,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
  } satisfies Partial<Stripe.Invoice>;
}

/** The customer as the invoice records it when finalized. */
function invoiceCustomer(customer: Stripe.Customer) {
  return {
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
  } satisfies Partial<Stripe.Invoice>;
}

function buildInvoiceLine(
  invoice: string,
  input: InvoiceInput,
  line: InvoiceLineInput,
): Stripe.InvoiceLineItem {
  const { price } = line;
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  return {
    id: stripeId('il'),
    object: 'line_item',
    amount: line.amount,
    currency: price.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: null,
        subscription: input.subscription.id,
        subscription_item: input.item.id,
      },
      type: 'subscription_item_details',
    },
    period: { end: line.periodEnd, start: line.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: price.id, product },
      type: 'price_details',
      unit_amount_decimal: null,
    },
    quantity: line.quantity,
    quantity_decimal: null,
    subscription: input.subscription.id,
    subtotal: line.amount,
    taxes: [],
  };
}

export function buildInvoicePayment(
  invoice: Stripe.Invoice,
  paymentIntent: string,
  paidAt: number | null,
): Stripe.InvoicePayment {
  return {
    id: stripeId('inpay'),
    object: 'invoice_payment',
    amount_paid: paidAt === null ? null : invoice.amount_due,
    amount_requested: invoice.amount_due,
    created: invoice.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntent, type: 'payment_intent' },
    status: paidAt === null ? 'open' : 'paid',
    status_transitions: { canceled_at: null, paid_at: paidAt },
  };
}
