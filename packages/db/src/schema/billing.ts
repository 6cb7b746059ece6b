import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BILLING_INTERVALS,
  PAYMENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@fanout/shared';
import { creditTransactions } from './credits';
import { isOneOf } from './one-of';
import { users } from './users';

/** Billing (ADR 0047). Money in whole cents; Stripe is the payment provider. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Subscription plans (spec 001 §3). A plan with subscribers is archived (`archived_at`), never
 * deleted; a price change makes new Stripe Prices and keeps existing subscribers on theirs.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMonthly: integer('price_monthly').notNull(),
    priceYearly: integer('price_yearly').notNull(),
    creditsPerMonth: integer('credits_per_month').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /**
     * Menus the plan includes (ADR 0090): while a subscription to it entitles its owner, they hold
     * each menu's `access_{id}`, as if a role granted it (load-actor.ts). Ids of menu_items; one
     * deleted since grants nothing.
     */
    menuIds: text('menu_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    stripeProductId: text('stripe_product_id'),
    /** The Stripe Prices new subscribers get; null until first needed (made on demand). */
    stripeMonthlyPriceId: text('stripe_monthly_price_id'),
    stripeYearlyPriceId: text('stripe_yearly_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'subscription_plans_prices_non_negative',
      sql`${table.priceMonthly} >= 0 and ${table.priceYearly} >= 0`,
    ),
    check('subscription_plans_credits_non_negative', sql`${table.creditsPerMonth} >= 0`),
  ],
);

/** Credit packages of /buy-credits (spec 001 §3); price = creditQuantity × 0.15 × multiplier/100. */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    creditQuantity: integer('credit_quantity').notNull(),
    /** Percent of the base price (110 = 10 % premium). */
    priceMultiplier: integer('price_multiplier').notNull(),
    validityMonths: integer('validity_months').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'credit_packages_positive',
      sql`${table.creditQuantity} > 0 and ${table.priceMultiplier} > 0 and ${table.validityMonths} > 0`,
    ),
  ],
);

/** One Stripe Customer per user, created before their first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** A user's subscription as Stripe last said it (re-fetched on every `customer.subscription.*`). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan paid for in the current period. */
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** A downgrade taking effect at the period's end: the plan of the subscription's current price. */
    nextPlanId: uuid('next_plan_id').references(() => subscriptionPlans.id),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    paymentProvider: text('payment_provider', { enum: PAYMENT_PROVIDERS })
      .notNull()
      .default('stripe'),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    stripePriceId: text('stripe_price_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    check('subscriptions_interval_known', isOneOf(table.interval, BILLING_INTERVALS)),
    check('subscriptions_status_known', isOneOf(table.status, SUBSCRIPTION_STATUSES)),
  ],
);

/**
 * Payments (spec 001 §3): one per checkout of a pack or package, one per paid (or failed)
 * subscription invoice. `credits` is what it granted; refunds and disputes take them back.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the payer deleted their account: the record stays, anonymised (ADR 0050). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull().default('stripe'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    credits: integer('credits').notNull(),
    /** What was bought, as people read it ("Growth Pack", "Pro Plan (monthly)"). */
    description: text('description').notNull(),
    /** The pack id, credit package id or plan id bought. */
    itemId: text('item_id').notNull(),
    /** A package's validity at the time of purchase: its credits expire this many months after the grant. */
    validityMonths: integer('validity_months'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The admin dashboard's "this month" figures read only this month's completed payments (ADR 0052).
    index('payments_completed_idx')
      .on(table.completedAt)
      .where(sql`${table.status} = 'completed'`),
    check('payments_kind_known', isOneOf(table.kind, PAYMENT_KINDS)),
    check('payments_status_known', isOneOf(table.status, PAYMENT_STATUSES)),
    check(
      'payments_amounts_valid',
      sql`${table.amount} >= 0 and ${table.credits} >= 0 and ${table.amountRefunded} between 0 and ${table.amount}`,
    ),
  ],
);

/**
 * One row: a stamp that changes in every transaction that changes what /admin's four figures count
 * (users, active subscriptions, completed payments), set at its commit by the deferred triggers of
 * migration 0035, so no write path can forget it. The figures are reused while it is unchanged and
 * the month is the same (ADR 0080).
 */
export const adminFiguresVersion = pgTable(
  'admin_figures_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('admin_figures_version_one_row', sql`${table.id}`)],
);

/** Every Stripe event applied, so a redelivery changes nothing (recorded with its effect, one transaction). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credit lots (ADR 0047): every grant is a lot with its expiry (null: never). Spending draws from
 * the lot that expires first; `remaining` across a user's lots equals `users.credits`.
 */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ledger entry that granted it (null for balances carried over by migration 0017). */
    grantTransactionId: uuid('grant_transaction_id').references(() => creditTransactions.id, {
      onDelete: 'set null',
    }),
    granted: integer('granted').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** When the owner was told (a week before) that this lot expires. */
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_lots_spend_order_idx')
      .on(table.userId, table.expiresAt, table.createdAt)
      .where(sql`${table.remaining} > 0`),
    index('credit_lots_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.remaining} > 0 and ${table.expiresAt} is not null`),
    check(
      'credit_lots_remaining_valid',
      sql`${table.granted} > 0 and ${table.remaining} between 0 and ${table.granted}`,
    ),
  ],
);

/** Which lots a spend drew from, so a refund of that spend puts the credits back where they were. */
export const creditLotDraws = pgTable(
  'credit_lot_draws',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => creditTransactions.id, { onDelete: 'cascade' }),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => creditLots.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.lotId] }),
    index('credit_lot_draws_lot_idx').on(table.lotId),
    check('credit_lot_draws_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * What a clawback (refund, dispute) could not take because the credits were already spent. While any
 * is unsettled the user cannot post; later grants settle it first.
 */
export const creditShortfalls = pgTable(
  'credit_shortfalls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The clawback's ledger key (`stripe:refund:…`, `stripe:dispute:…`): one shortfall per clawback. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_shortfalls_open_idx')
      .on(table.userId)
      .where(sql`${table.remaining} > 0`),
    check(
      'credit_shortfalls_valid',
      sql`${table.amount} > 0 and ${table.remaining} between 0 and ${table.amount}`,
    ),
  ],
);

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type CreditPackageRow = typeof creditPackages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** A payment whose payer still has an account (a deleted account's payments have `userId` null). */
export type OwnedPaymentRow = PaymentRow & { userId: string };
/** Whether the payment's payer still has an account: webhooks for a deleted one change nothing. */
export function isOwnedPayment(row: PaymentRow): row is OwnedPaymentRow {
  return row.userId !== null;
}
export type CreditLotRow = typeof creditLots.$inferSelect;
