import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_WIRE_TYPES,
} from '@fanout/shared';
import { isOneOf } from './one-of';
import { users } from './users';

/**
 * Outgoing webhooks (ADR 0094, Standard Webhooks). An endpoint is a user's URL with the events it
 * takes; its secret (`whsec_…`) is stored encrypted with the token vault (`secret_enc`), and after a
 * rotation the previous one keeps signing beside it until `previous_secret_expires_at`.
 * `failing_since` is the first failed attempt since the last success: 5 days of it switches the
 * endpoint off (`disabled_reason` 'failing').
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    secretEnc: text('secret_enc').notNull(),
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_user_idx').on(table.userId, table.createdAt),
    check(
      'webhook_endpoints_events_known',
      sql`cardinality(${table.events}) > 0 and ${table.events} <@ array[${sql.raw(
        WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', '),
      )}]::text[]`,
    ),
    check(
      'webhook_endpoints_disabled_reason_known',
      sql`${table.disabledReason} is null or ${isOneOf(table.disabledReason, WEBHOOK_DISABLED_REASONS)}`,
    ),
  ],
);

/**
 * The outbox: one row per event, written in the transaction of the change that caused it, only when
 * the user had an enabled endpoint taking its type (emit-webhook-event.ts). `id` is the `msg_…`
 * a receiver deduplicates on; `dedup_key` keeps one event per cause (a payment succeeds once) when
 * the cause is recorded again; `seq` orders an endpoint's deliveries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WEBHOOK_WIRE_TYPES }).notNull(),
    data: jsonb('data').notNull(),
    dedupKey: text('dedup_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_dedup_key_unique').on(table.dedupKey),
    check('webhook_events_type_known', isOneOf(table.type, WEBHOOK_WIRE_TYPES)),
  ],
);

/**
 * One row per event and endpoint (unique: an event is delivered once per endpoint however often the
 * fan-out runs), holding where its delivery stands. An endpoint's deliveries go out one at a time in
 * `event_seq` order (deliver-webhook.ts); `lease_until` fences a delivery being sent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(table.eventId, table.endpointId),
    // The log, newest first, paged by (created_at, id).
    index('webhook_deliveries_endpoint_log_idx').on(
      table.endpointId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Each endpoint's next delivery (its oldest unfinished): the sender and the sweep.
    index('webhook_deliveries_endpoint_open_idx')
      .on(table.endpointId, table.eventSeq)
      .where(sql`${table.status} in ('pending', 'retrying')`),
    check('webhook_deliveries_status_known', isOneOf(table.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
