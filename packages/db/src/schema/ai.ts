import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What was generated; media kinds join when AI media lands (extend the CHECK with them). */
export const AI_GENERATION_KINDS = ['topic', 'style', 'hashtags'] as const;
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
    kind: text('kind').$type<AiGenerationKind>().notNull(),
    provider: text('provider').notNull(),
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
    check('ai_generations_kind_known', sql`${table.kind} in ('topic', 'style', 'hashtags')`),
    check('ai_generations_outcome_known', sql`${table.outcome} in ('succeeded', 'failed')`),
  ],
);

export type AiGenerationRow = typeof aiGenerations.$inferSelect;
