import type Stripe from 'stripe';
import { stripeId } from './stripe-ids';

/**
 * Customers, products, prices and portal sessions in Stripe's shapes: each builder is typed as the
 * SDK's own type, so a field Stripe adds, renames or removes in a new SDK fails to compile here.
 */

export function buildCustomer(input: {
  created: number;
  email?: string | undefined;
  name?: string | undefined;
  metadata?: Record<string, string> | undefined;
}): Stripe.Customer {
  return {
    id: stripeId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: input.email ?? null,
    invoice_prefix: stripeId('', 8).slice(1).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function buildProduct(input: {
  created: number;
  name: string;
  description?: string | undefined;
  metadata?: Record<string, string> | undefined;
  active?: boolean | undefined;
}): Stripe.Product {
  return {
    id: stripeId('prod', 14),
    object: 'product',
    active: input.active ?? true,
    created: input.created,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    updated: input.created,
    url: null,
  };
}

export function buildPrice(input: {
  created: number;
  product: string;
  unitAmount: number;
  currency: string;
  interval?: 'month' | 'year' | undefined;
  nickname?: string | undefined;
  metadata?: Record<string, string> | undefined;
  active?: boolean;
}): Stripe.Price {
  return {
    id: stripeId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: null,
  };
}

/** The legacy Plan view of a recurring price, which subscription items still carry. */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function buildPortalSession(input: {
  created: number;
  customer: string;
  returnUrl?: string | undefined;
  publicUrl: string;
  configuration: string;
}): Stripe.BillingPortal.Session {
  const id = stripeId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: input.configuration,
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl ?? null,
    url: `${input.publicUrl}/sandbox/stripe/portal/${id}`,
  };
}
