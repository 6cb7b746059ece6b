import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** Cached balance of the credit ledger; never negative. */
    credits: integer('credits').notNull().default(0),
    /** When the owner proved the address (verification or reset link); null: not yet (ADR 0028). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set while an administrator has suspended the account: no sign-in, no publishing (ADR 0050). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The opt-in idle logout of spec 000 §4: minutes without activity; null = off (ADR 0053). */
    idleLogoutMinutes: integer('idle_logout_minutes'),
    /**
     * IANA name of the zone the user plans in (ADR 0056): detected from the browser at
     * sign-up, changed in Profile Settings; times are stored as instants and shown in this zone.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_credits_non_negative', sql`${table.credits} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
