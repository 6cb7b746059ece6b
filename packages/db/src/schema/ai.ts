import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AI_MEDIA_STATUSES, AI_MEDIA_TYPES, AI_PROVIDERS } from '@fanout/shared';
import { contentItems } from './content';
import { isOneOf } from './one-of';
import { users } from './users';

/** What was generated: post text, hashtags, or a library item (the media kinds). */
export const AI_GENERATION_KINDS = [
  'topic',
  'style',
  'hashtags',
  'image',
  'video',
  'audio',
] as const;
export type AiGenerationKind = (typeof AI_GENERATION_KINDS)[number];

export const AI_GENERATION_OUTCOMES = ['succeeded', 'failed'] as const;
export type AiGenerationOutcome = (typeof AI_GENERATION_OUTCOMES)[number];

/**
 * One row per AI generation that reached a provider, successful or not: what it cost (tokens,
 * duration) for cost visibility, and what the per-user hourly limit counts. Never the prompt, the
 * generated text or a key: they are the user's, or secret.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AI_GENERATION_KINDS }).notNull(),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
    model: text('model').notNull(),
    /** Summed over the provider calls of the generation; null when no call answered. */
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** Provider attempts made (an invalid answer is retried, a too-long post is asked again). */
    attempts: integer('attempts').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: AI_GENERATION_OUTCOMES }).notNull(),
    /** The AppError code (or error name) and its user-facing message; never a prompt or a key. */
    errorClass: text('error_class'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_generations_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('ai_generations_kind_known', isOneOf(table.kind, AI_GENERATION_KINDS)),
    check('ai_generations_outcome_known', isOneOf(table.outcome, AI_GENERATION_OUTCOMES)),
  ],
);

export type AiGenerationRow = typeof aiGenerations.$inferSelect;

/**
 * One request to generate a library item (spec 000 §7 POST /api/ai/generate-content), run as a
 * background job: what the Content Library page polls for progress. The prompt is kept because the
 * job needs it and the owner sees it; it is the user's own text, deleted with the user.
 */
export const aiMediaGenerations = pgTable(
  'ai_media_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: AI_MEDIA_TYPES }).notNull(),
    prompt: text('prompt').notNull(),
    provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
    status: text('status', { enum: AI_MEDIA_STATUSES }).notNull().default('queued'),
    /** The stored item once succeeded; null again if the user deletes it from the library. */
    contentId: uuid('content_id').references(() => contentItems.id, { onDelete: 'set null' }),
    /** The provider's reason, written for users (never a key). */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a job claimed it (queued → running): what the stuck-generation sweep measures from. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('ai_media_generations_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The few unfinished rows, for the stuck-generation sweep.
    index('ai_media_generations_unfinished_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    check('ai_media_generations_type_known', isOneOf(table.type, AI_MEDIA_TYPES)),
    check('ai_media_generations_status_known', isOneOf(table.status, AI_MEDIA_STATUSES)),
  ],
);

export type AiMediaGenerationRow = typeof aiMediaGenerations.$inferSelect;
