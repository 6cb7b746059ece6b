import { z } from 'zod';
import { jsonBoolean, jsonNumber } from '../schemas/json-number';
import { safeText } from '../schemas/text';
import {
  BILLING_INTERVALS,
  PAYMENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './billing-vocabulary';
import { CREDIT_PACK_IDS } from './credit-packs';

/**
 * Billing's inputs and answers (spec 001 §3, §7; ADR 0047), one source for tRPC, REST and the
 * OpenAPI document. Money is in whole cents everywhere.
 */

const MAX_CENTS = 100_000_000; // $1,000,000: far above any plan, low enough to refuse a typo.
const cents = (field: string) =>
  jsonNumber(
    z
      .number({ error: `${field} must be a number of cents` })
      .int(`${field} must be whole cents`)
      .min(0, `${field} cannot be negative`)
      .max(MAX_CENTS, `${field} is too large`),
  );

export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentKindSchema = z.enum(PAYMENT_KINDS);
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

// ---- Subscription plans (spec 001 §3) ----

export const subscriptionPlanInput = z.object({
  name: safeText().trim().min(1, 'Plan name is required').max(100, 'Plan name is too long'),
  description: safeText().trim().max(1000, 'Description is too long').default(''),
  priceMonthly: cents('Monthly price'),
  priceYearly: cents('Yearly price'),
  creditsPerMonth: jsonNumber(
    z
      .number({ error: 'Credits per month must be a number' })
      .int('Credits per month must be a whole number')
      .min(0, 'Credits per month cannot be negative')
      .max(1_000_000, 'Credits per month is too large'),
  ),
  features: z
    .array(safeText().trim().min(1).max(200, 'A feature is too long'))
    .max(30, 'A plan lists at most 30 features')
    .default([]),
  /** Menus a subscriber gets while the plan entitles them (menu ids; an unknown one is refused). */
  menuIds: z
    .array(safeText().trim().min(1, 'A menu id is empty').max(100, 'A menu id is too long'))
    .max(50, 'A plan includes at most 50 menus')
    .transform((ids) => [...new Set(ids)])
    .default([]),
  isActive: jsonBoolean('isActive').default(true),
});
export type SubscriptionPlanInput = z.infer<typeof subscriptionPlanInput>;

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  creditsPerMonth: z.number().int(),
  features: z.array(z.string()),
  menuIds: z.array(z.string()),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

// ---- Credit packages (spec 001 §3) ----

export const creditPackageInput = z.object({
  name: safeText().trim().min(1, 'Package name is required').max(100, 'Package name is too long'),
  description: safeText().trim().max(1000, 'Description is too long').default(''),
  creditQuantity: jsonNumber(
    z
      .number({ error: 'Credit quantity must be a number' })
      .int('Credit quantity must be a whole number')
      .min(1, 'Credit quantity must be at least 1')
      .max(1_000_000, 'Credit quantity is too large'),
  ),
  priceMultiplier: jsonNumber(
    z
      .number({ error: 'Price multiplier must be a number' })
      .int('Price multiplier must be a whole percentage')
      .min(1, 'Price multiplier must be at least 1%')
      .max(1000, 'Price multiplier must be at most 1000%'),
  ),
  validityMonths: jsonNumber(
    z
      .number({ error: 'Validity must be a number of months' })
      .int('Validity must be a whole number of months')
      .min(1, 'Validity must be at least 1 month')
      .max(120, 'Validity must be at most 120 months'),
  ),
  isActive: jsonBoolean('isActive').default(true),
});
export type CreditPackageInput = z.infer<typeof creditPackageInput>;

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  creditQuantity: z.number().int(),
  priceMultiplier: z.number().int(),
  validityMonths: z.number().int(),
  isActive: z.boolean(),
  /** creditPackagePriceCents(creditQuantity, priceMultiplier): what the checkout charges. */
  priceCents: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

// ---- Subscriptions and payments (spec 001 §3) ----

export const currentSubscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  creditsPerMonth: z.number().int(),
  interval: billingIntervalSchema,
  status: subscriptionStatusSchema,
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  paymentProvider: paymentProviderSchema,
  /** A downgrade waiting for the period's end: the plan the next period is billed at. */
  nextPlanId: z.string().nullable(),
  nextPlanName: z.string().nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/** `GET /api/subscription`: the caller's subscription, null without one. */
export const subscriptionResponseSchema = currentSubscriptionSchema.nullable();

export const paymentSchema = z.object({
  id: z.string(),
  /** Cents (spec 001 §3). */
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paymentProvider: paymentProviderSchema,
  status: paymentStatusSchema,
  kind: paymentKindSchema,
  /** What was bought, as people read it: "Growth Pack", "Pro Plan (monthly)". */
  description: z.string(),
  credits: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

// ---- Buying ----

/** `POST /api/credits/purchase {amount, package}`: a fixed pack of /credits; amount is its credits. */
export const creditPackPurchaseInput = z.object({
  package: z.enum(CREDIT_PACK_IDS, { error: 'Unknown credit pack' }),
  amount: jsonNumber(
    z
      .number({ error: 'amount must be the pack’s number of credits' })
      .int('amount must be the pack’s number of credits')
      .positive(),
  ),
});
export type CreditPackPurchaseInput = z.infer<typeof creditPackPurchaseInput>;

/** `POST /api/subscription/subscribe {planId, paymentProvider, interval?}`. */
export const subscribeInput = z.object({
  planId: z.uuid('planId must be a plan id'),
  paymentProvider: paymentProviderSchema.default('stripe'),
  interval: billingIntervalSchema.default('month'),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** Where the browser goes next: Stripe's hosted Checkout or Customer Portal. */
export const redirectAnswerSchema = z.object({ url: z.string() });
export type RedirectAnswer = z.infer<typeof redirectAnswerSchema>;

/**
 * A subscribe answer: `url` of a Checkout when the caller has no paid plan yet; null when their
 * existing subscription was switched in place (an upgrade now, a downgrade at the period's end).
 */
export const subscribeAnswerSchema = z.object({
  url: z.string().nullable(),
  subscription: currentSubscriptionSchema.nullable(),
});
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** The success page asks for the same idempotent fulfilment the webhook runs (ADR 0047). */
export const checkoutSessionInput = z.object({
  sessionId: safeText().min(1).max(255),
});
export const checkoutOutcomeSchema = z.object({
  /** paid: credits granted (now or before); pending: an async payment not settled yet; open: not paid. */
  status: z.enum(['paid', 'pending', 'open', 'failed']),
  credits: z.number().int(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;

/**
 * Credits that expire on one day ("N credits expire on {date}", ADR 0047): the credits left in the
 * lots expiring that UTC day, and the first of those lots' expiry instants (ISO 8601).
 */
export const expiringCreditsSchema = z.object({
  credits: z.number().int(),
  expiresAt: z.string(),
});
export type ExpiringCredits = z.infer<typeof expiringCreditsSchema>;

/** Admin delete: a plan someone subscribes to is archived (hidden, kept for them), not deleted. */
export const catalogDeleteAnswerSchema = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type CatalogDeleteAnswer = z.infer<typeof catalogDeleteAnswerSchema>;

/** `GET /api/subscription/preview?planId&interval`: what subscribing would do, before it does. */
export const planChangePreviewInput = z.object({
  planId: z.uuid('planId must be a plan id'),
  interval: billingIntervalSchema.default('month'),
});
export type PlanChangePreviewInput = z.infer<typeof planChangePreviewInput>;

/**
 * What subscribing to a plan will do (issue: a switch charged at one click): `checkout` — a first
 * plan, paid in Stripe's Checkout; `now` — a switch invoiced at once (an upgrade or a new
 * interval: `amountNow` is Stripe's preview of that invoice, unused time credited); `later` — a
 * downgrade from `effectiveAt` (the period's end), nothing now; `keep` — back to the plan paid
 * for, cancelling a pending downgrade, nothing now. Amounts in cents.
 */
export const planChangePreviewSchema = z.object({
  kind: z.enum(['checkout', 'now', 'later', 'keep']),
  planName: z.string(),
  interval: billingIntervalSchema,
  /** The switch moves between monthly and yearly billing (a new period starts now). */
  changesInterval: z.boolean(),
  amountNow: z.number().int(),
  recurringAmount: z.number().int(),
  effectiveAt: z.string().nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
