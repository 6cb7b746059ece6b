import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './one-of';
import { users } from './users';

export const CREDIT_TRANSACTION_KINDS = [
  'signup_grant',
  'purchase',
  'subscription_grant',
  'publish_charge',
  'refund',
  'adjustment',
  /** What was left of a lot when it expired (ADR 0047). */
  'expiry',
  /** Credits taken back after a refund or dispute of the payment that bought them. */
  'clawback',
] as const;
export type CreditTransactionKind = (typeof CREDIT_TRANSACTION_KINDS)[number];

/**
 * The credit ledger: append-only, one row per change of a user's balance. `users.credits` caches
 * the sum and is updated in the same transaction; `idempotency_key` makes every change happen once
 * (e.g. the publish charge of a target uses the target id).
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: CREDIT_TRANSACTION_KINDS }).notNull(),
    description: text('description').notNull(),
    /** What the change is about (a post target, a Stripe checkout session, ...). */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_transactions_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('credit_transactions_amount_not_zero', sql`${table.amount} <> 0`),
    check('credit_transactions_kind_known', isOneOf(table.kind, CREDIT_TRANSACTION_KINDS)),
  ],
);

export type CreditTransactionRow = typeof creditTransactions.$inferSelect;
