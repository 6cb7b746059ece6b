import type Stripe from 'stripe';
import { z } from 'zod';
import {
  boolean,
  expand,
  integer,
  list,
  metadata,
  nonEmptyText,
  oneOf,
  paramsFor,
  text,
} from './stripe-params';

/**
 * The parameters of every endpoint the simulator serves, each checked at compile time against the
 * SDK's own params type (paramsFor): only what the product uses, and only names Stripe knows.
 */

export const customerCreateParams = paramsFor<Stripe.CustomerCreateParams>()({
  email: text().optional(),
  name: text().optional(),
  metadata: metadata().optional(),
  expand: expand(),
});

export const retrieveParams = paramsFor<Stripe.CustomerRetrieveParams>()({ expand: expand() });

/** `Stripe.CustomerDeleteParams` has no field at all (paramsFor cannot check an empty shape). */
/** A list of the operator's set-up (webhook endpoints, portal configurations): one page is all. */
export const listParams = paramsFor<Stripe.WebhookEndpointListParams>()({
  limit: integer().optional(),
  expand: expand(),
});

export const customerDeleteParams = z.strictObject({});

export const productCreateParams = paramsFor<Stripe.ProductCreateParams>()({
  name: nonEmptyText(),
  description: text().optional(),
  metadata: metadata().optional(),
  active: boolean().optional(),
  expand: expand(),
});

export const productUpdateParams = paramsFor<Stripe.ProductUpdateParams>()({
  name: nonEmptyText().optional(),
  description: text().optional(),
  metadata: metadata().optional(),
  active: boolean().optional(),
  expand: expand(),
});

export const RECURRING_INTERVALS = ['month', 'year'] as const;

export const priceCreateParams = paramsFor<Stripe.PriceCreateParams>()({
  product: nonEmptyText(),
  unit_amount: integer(),
  currency: nonEmptyText(),
  recurring: z.strictObject({ interval: oneOf(RECURRING_INTERVALS) }).optional(),
  nickname: text().optional(),
  metadata: metadata().optional(),
  expand: expand(),
});

export const priceUpdateParams = paramsFor<Stripe.PriceUpdateParams>()({
  active: boolean().optional(),
  metadata: metadata().optional(),
  nickname: text().optional(),
  expand: expand(),
});

const productData = z.strictObject({
  name: nonEmptyText(),
  description: text().optional(),
  metadata: metadata().optional(),
});

const lineItem = z.strictObject({
  price: nonEmptyText().optional(),
  price_data: z
    .strictObject({
      currency: nonEmptyText(),
      unit_amount: integer(),
      product_data: productData,
    })
    .optional(),
  quantity: integer(),
});

export const checkoutSessionCreateParams = paramsFor<Stripe.Checkout.SessionCreateParams>()({
  mode: oneOf(['payment', 'subscription']),
  customer: nonEmptyText().optional(),
  line_items: list(lineItem).min(1),
  success_url: nonEmptyText(),
  cancel_url: nonEmptyText().optional(),
  client_reference_id: text().optional(),
  metadata: metadata().optional(),
  payment_intent_data: z.strictObject({ metadata: metadata().optional() }).optional(),
  subscription_data: z.strictObject({ metadata: metadata().optional() }).optional(),
  expires_at: integer().optional(),
  expand: expand(),
});

export type CheckoutSessionCreate = z.output<typeof checkoutSessionCreateParams>;

export const CHECKOUT_SESSION_STATUSES = ['complete', 'expired', 'open'] as const;

export const checkoutSessionListParams = paramsFor<Stripe.Checkout.SessionListParams>()({
  customer: nonEmptyText().optional(),
  status: oneOf(CHECKOUT_SESSION_STATUSES).optional(),
  limit: integer().optional(),
  starting_after: nonEmptyText().optional(),
  expand: expand(),
});

export type CheckoutSessionList = z.output<typeof checkoutSessionListParams>;

export const checkoutSessionExpireParams = paramsFor<Stripe.Checkout.SessionExpireParams>()({
  expand: expand(),
});

export const PRORATION_BEHAVIORS = ['none', 'create_prorations', 'always_invoice'] as const;

export const PAUSE_BEHAVIORS = ['keep_as_draft', 'mark_uncollectible', 'void'] as const;

export const subscriptionUpdateParams = paramsFor<Stripe.SubscriptionUpdateParams>()({
  items: list(
    z.strictObject({ id: nonEmptyText().optional(), price: nonEmptyText().optional() }),
  ).optional(),
  proration_behavior: oneOf(PRORATION_BEHAVIORS).optional(),
  cancel_at_period_end: boolean().optional(),
  // An empty string resumes collection, as Stripe's `Emptyable`.
  pause_collection: z
    .union([z.literal(''), z.strictObject({ behavior: oneOf(PAUSE_BEHAVIORS) })])
    .optional(),
  metadata: metadata().optional(),
  expand: expand(),
});

export type SubscriptionUpdate = z.output<typeof subscriptionUpdateParams>;

export const subscriptionCancelParams = paramsFor<Stripe.SubscriptionCancelParams>()({
  expand: expand(),
});

export const SUBSCRIPTION_LIST_STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;

/** `GET /v1/subscriptions`: a customer's subscriptions (the product asks before a Checkout). */
export const subscriptionListParams = paramsFor<Stripe.SubscriptionListParams>()({
  customer: nonEmptyText().optional(),
  status: oneOf(SUBSCRIPTION_LIST_STATUSES).optional(),
  limit: integer().optional(),
  expand: expand(),
});

export type SubscriptionList = z.output<typeof subscriptionListParams>;

/** `POST /v1/refunds`: a refund of a charge or of a PaymentIntent's charge. */
export const refundCreateParams = paramsFor<Stripe.RefundCreateParams>()({
  charge: nonEmptyText().optional(),
  payment_intent: nonEmptyText().optional(),
  amount: integer().optional(),
  reason: oneOf(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: metadata().optional(),
  expand: expand(),
});

export type RefundCreate = z.output<typeof refundCreateParams>;

export const portalSessionCreateParams = paramsFor<Stripe.BillingPortal.SessionCreateParams>()({
  customer: nonEmptyText(),
  configuration: nonEmptyText().optional(),
  return_url: nonEmptyText().optional(),
  expand: expand(),
});

export const invoicePaymentListParams = paramsFor<Stripe.InvoicePaymentListParams>()({
  invoice: nonEmptyText().optional(),
  payment: z
    .strictObject({
      type: oneOf(['payment_intent']),
      payment_intent: nonEmptyText().optional(),
    })
    .optional(),
  status: oneOf(['canceled', 'open', 'paid']).optional(),
  limit: integer().optional(),
  expand: expand(),
});

export const invoicePreviewParams = paramsFor<Stripe.InvoiceCreatePreviewParams>()({
  customer: nonEmptyText().optional(),
  subscription: nonEmptyText().optional(),
  subscription_details: z
    .strictObject({
      items: list(
        z.strictObject({ id: nonEmptyText().optional(), price: nonEmptyText().optional() }),
      ).optional(),
      proration_behavior: oneOf(PRORATION_BEHAVIORS).optional(),
      proration_date: integer().optional(),
    })
    .optional(),
  expand: expand(),
});

export type InvoicePreview = z.output<typeof invoicePreviewParams>;

const portalFeatures = z.strictObject({
  subscription_update: z
    .strictObject({
      enabled: boolean(),
      default_allowed_updates: list(oneOf(['price', 'promotion_code', 'quantity'])).optional(),
      products: list(
        z.strictObject({ product: nonEmptyText(), prices: list(nonEmptyText()) }),
      ).optional(),
      proration_behavior: oneOf(PRORATION_BEHAVIORS).optional(),
    })
    .optional(),
  subscription_cancel: z
    .strictObject({
      enabled: boolean(),
      mode: oneOf(['at_period_end', 'immediately']).optional(),
    })
    .optional(),
  invoice_history: z.strictObject({ enabled: boolean() }).optional(),
  payment_method_update: z.strictObject({ enabled: boolean() }).optional(),
});

export const portalConfigurationCreateParams =
  paramsFor<Stripe.BillingPortal.ConfigurationCreateParams>()({
    features: portalFeatures,
    default_return_url: text().optional(),
    metadata: metadata().optional(),
    name: text().optional(),
    expand: expand(),
  });

export type PortalConfigurationCreate = z.output<typeof portalConfigurationCreateParams>;

export const portalConfigurationListParams =
  paramsFor<Stripe.BillingPortal.ConfigurationListParams>()({
    active: boolean().optional(),
    is_default: boolean().optional(),
    limit: integer().optional(),
    expand: expand(),
  });
