import type Stripe from 'stripe';
import { stripeId } from './stripe-ids';

/** A Checkout Session in Stripe's shape (typed as the SDK's), open until paid or expired. */

export interface CheckoutSessionInput {
  created: number;
  expiresAt: number;
  mode: 'payment' | 'subscription';
  customer: Stripe.Customer | null;
  currency: string;
  amountTotal: number;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  publicUrl: string;
}

export function buildCheckoutSession(input: CheckoutSessionInput): Stripe.Checkout.Session {
  const id = stripeId('cs_test', 58);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer?.id ?? null,
    customer_account: null,
    customer_creation: input.customer ? null : 'if_required',
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${input.publicUrl}/sandbox/stripe/checkout/${id}`,
    wallet_options: null,
  };
}

/** The customer details a paid session records (Stripe fills them from the payment form). */
export function customerDetailsOf(
  customer: Stripe.Customer | null,
): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email: customer?.email ?? null,
    individual_name: null,
    name: customer?.name ?? null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}
