import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * API keys (ADR 0092): the key is `fo_live_<id>_<secret>`; only the SHA-256 of the secret is
 * stored, as for sessions, so a leaked row cannot be replayed. A revoked key's row is deleted: the
 * audit log keeps its record, and nothing can bring it back.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Read by the MCP server: tools that publish or schedule need it (drafts otherwise). */
    agentsMayPublish: boolean('agents_may_publish').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key, so a busy key does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_id_idx').on(table.userId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Idempotency keys (ADR 0093): the first answer to a POST carrying `Idempotency-Key`, kept for
 * 24 hours per (user, key) with the fingerprint of its method, path and body. A row is inserted
 * `in_progress` before the request runs, so a concurrent repeat waits for its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    /** When the request that holds an `in_progress` row started (a crashed one is taken over). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
    check('idempotency_keys_state_known', sql`${table.state} in ('in_progress', 'done')`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
