import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@fanout/shared';
import { isOneOf } from './one-of';

/**
 * The audit log (ADR 0050): append-only — migration 0019 makes PostgreSQL refuse every
 * UPDATE and DELETE of it, so nothing in the product can edit it. Who and what are plain ids, not
 * foreign keys: a row outlives the user it names (an account deletion is itself written here).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who acted: null for the system or a visitor not signed in (a failed sign-in). */
    actorId: uuid('actor_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }),
    targetId: text('target_id'),
    /** What changed, before and after (never a secret: no passwords, tokens or keys). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Free words for people reading the log, e.g. the reason of a credit adjustment. */
    summary: text('summary').notNull().default(''),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt.desc()),
    index('audit_events_actor_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_events_target_idx').on(table.targetType, table.targetId, table.createdAt.desc()),
    check('audit_events_action_known', isOneOf(table.action, AUDIT_ACTIONS)),
    check(
      'audit_events_target_type_known',
      sql`${table.targetType} is null or ${isOneOf(table.targetType, AUDIT_TARGET_TYPES)}`,
    ),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
