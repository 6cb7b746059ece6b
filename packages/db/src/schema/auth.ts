import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per user who signs in with a password; argon2id PHC string. */
export const passwordCredentials = pgTable('password_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions: the cookie carries `id.secret`; only the SHA-256 of the secret is stored, so a leaked
 * row cannot be replayed as a cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed (sliding) on use; the session is dead after inactivity past this instant. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Never extended: the absolute end of the session. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use password reset tokens, stored hashed, with a short expiry. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * One-time tokens that let the first verified user claim the administrator role (ADR 0028). A new
 * one is issued (and older ones deleted) at each server start while no administrator exists; only
 * the hash is stored.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Consecutive failed sign-ins per email (known or not, keyed by the email's SHA-256 so typed
 * addresses are not stored): the per-account throttle of ADR 0028.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Attempts before this instant are refused without checking the password. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
