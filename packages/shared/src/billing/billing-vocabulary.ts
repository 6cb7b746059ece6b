/**
 * The words of billing (ADR 0047), each list defined once: the database types its columns
 * and CHECKs from these, zod enums validate them, and the web app names them.
 */

/** Stripe's subscription statuses, stored as Stripe gives them (spec 001 shows active, canceled, expired). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses in which a subscription still entitles its owner to its plan (and the plan's credits). */
export const ENTITLED_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * spec 001 §3 names completed, pending and failed; a refund is refunded, a lost dispute disputed;
 * a Checkout left unpaid until Stripe expired it is expired (ADR 0064), never pending forever.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'expired',
  'refunded',
  'disputed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment bought: a fixed pack of /credits, a credit package of /buy-credits, or a plan's invoice. */
export const PAYMENT_KINDS = ['credit_pack', 'credit_package', 'subscription'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** spec 001 §7: the web app always sends stripe. */
export const PAYMENT_PROVIDERS = ['stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The Stripe events the product acts on (ADR 0048, 0065): the webhook endpoint must send every one
 * of them (`pnpm stripe:check` checks it, `docs/operators-guide.md` lists them), and the Stripe
 * simulator sends exactly these.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;
