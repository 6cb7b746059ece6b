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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AI_PROVIDERS,
  FOLLOW_UP_KINDS,
  FOLLOW_UP_STATES,
  GENERATION_MODES,
  PLATFORMS,
  TARGET_STATES,
  WAIT_REASONS,
} from '@fanout/shared';
import { accountGroups, socialAccounts } from './accounts';
import { contentItems } from './content';
import { isOneOf } from './one-of';
import { users } from './users';

/**
 * A post: content, media and schedule. Its status is not stored: it derives from its targets
 * (ARCHITECTURE.md "Posts and targets"); a post without submitted targets is a draft.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    textContent: text('text_content').notNull(),
    /** The instant the targets are due (UTC); null for drafts without a time. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The author's IANA time zone, for showing and editing the time as they entered it. */
    timeZone: text('time_zone'),
    generationMode: text('generation_mode', { enum: GENERATION_MODES })
      .notNull()
      .default('predefined'),
    generationPrompt: text('generation_prompt'),
    referencePostIds: uuid('reference_post_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    aiProvider: text('ai_provider', { enum: AI_PROVIDERS }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The group whose queue gave the post its time (ADR 0057); cleared when the user picks a time. */
    queueGroupId: uuid('queue_group_id').references(() => accountGroups.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('posts_queue_group_idx')
      .on(table.queueGroupId, table.scheduledAt)
      .where(sql`${table.queueGroupId} is not null`),
    // The calendar reads a range of one owner's posts by their time (ADR 0058) off this index.
    index('posts_owner_calendar_idx').on(
      table.ownerId,
      sql`coalesce(${table.scheduledAt}, ${table.createdAt})`,
      table.id,
    ),
  ],
);

/**
 * Media of a post, in order. Deleting a library item is refused while an unpublished post uses it
 * (core/media/content-in-use.ts); a published post's link simply goes with it.
 */
export const postAttachments = pgTable(
  'post_attachments',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.position] }),
    index('post_attachments_content_idx').on(table.contentId),
  ],
);

/**
 * One selected social account of a post, with its own state: draft → scheduled → publishing →
 * published | failed | unconfirmed (| missed when it could not go out in time).
 */
export const postTargets = pgTable(
  'post_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kept when the account is disconnected later, so the history still says where it went.
    socialAccountId: uuid('social_account_id').references(() => socialAccounts.id, {
      onDelete: 'set null',
    }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    state: text('state', { enum: TARGET_STATES }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    facebookOptions: jsonb('facebook_options').$type<{ pagePost: boolean; pageReels: boolean }>(),
    platformPostId: text('platform_post_id'),
    platformPostUrl: text('platform_post_url'),
    errorClass: text('error_class'),
    errorMessage: text('error_message'),
    /**
     * Intermediate platform handles (upload ids, container ids, publish ids, upload session URLs),
     * saved before the next step so a run after a crash resumes instead of starting over.
     */
    handles: jsonb('handles').$type<Record<string, string>>().notNull().default({}),
    /** Set just before the call that makes the post public: from then on a lost answer is reconciled, never retried blindly. */
    irreversibleAt: timestamp('irreversible_at', { withTimezone: true }),
    /** While publishing: the claim is the running worker's until then (renewed while it runs); an expired lease is recovered. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /**
     * Not tried before then (ADR 0033): a released target's next try (its retry schedule) or the
     * end of its account's rate-limit pause. The claim and the sweeper respect it; the API shows it.
     */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** Why the target waits for next_try_at: `retry` (a temporary failure) or `rate_limit`. */
    waitReason: text('wait_reason', { enum: WAIT_REASONS }),
    /**
     * Temporary failures retried so far: the index into the retry schedule, and the retry budget
     * (ADR 0033). Rate limits do not count (their waits are the platform's, bounded by the lateness window).
     */
    retries: integer('retries').notNull().default(0),
    /**
     * Which charge this target is on: 0 until the user retries it after a refunded failure, then one
     * more per such retry (ADR 0054). The claim's charge and a failure's refund are keyed by it, so a
     * retried target is charged again exactly once, and never twice for one round.
     */
    chargeRound: integer('charge_round').notNull().default(0),
    /**
     * Times the owner sent this target again after it ended (Retry, or "It was not published,
     * retry"; ADR 0054). Its outcome notifications are one per kind and send, not per target.
     */
    userRetries: integer('user_retries').notNull().default(0),
    /** Runs started (claims), for the attempt log. */
    runCount: integer('run_count').notNull().default(0),
    /**
     * The fencing token (ADR 0020): a new random value at each claim, held by the one run that made
     * it. A run's writes land only while the row still carries its token, so two runs of one target
     * (in one process or many) can never both pass a fence. Null until the first claim.
     */
    claimToken: uuid('claim_token'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_targets_post_idx').on(table.postId),
    // The sweeper's "publishing, lease expired" scan.
    index('post_targets_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.state} = 'publishing'`),
    // A rate-limit pause marks its account's waiting targets (ADR 0033) without a scan.
    index('post_targets_account_waiting_idx')
      .on(table.socialAccountId)
      .where(sql`${table.state} in ('scheduled', 'publishing')`),
    // The scheduled list and the credit hold both ask "this owner's targets in this state".
    index('post_targets_owner_state_due_idx').on(table.ownerId, table.state, table.dueAt),
    index('post_targets_due_idx').on(table.state, table.dueAt),
    // The scheduled list reads waiting targets in due order straight off this index (no sort, no
    // scan of the owner's other posts), however many posts the owner has.
    index('post_targets_waiting_idx')
      .on(table.ownerId, table.dueAt, table.postId)
      .where(sql`${table.state} in ('scheduled', 'publishing')`),
    // The stats' "published this month" reads only this month's published targets, index-only,
    // never the owner's whole publishing history.
    index('post_targets_published_idx')
      .on(table.ownerId, table.updatedAt, table.postId)
      .where(sql`${table.state} = 'published'`),
    check('post_targets_wait_reason_known', isOneOf(table.waitReason, WAIT_REASONS)),
    check('post_targets_state_known', isOneOf(table.state, TARGET_STATES)),
  ],
);

/** Every publishing attempt of a target: when, how it ended, and the platform's answer. */
export const postTargetAttempts = pgTable(
  'post_target_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome'),
    errorClass: text('error_class'),
    errorMessage: text('error_message'),
    platformResponseId: text('platform_response_id'),
  },
  (table) => [index('post_target_attempts_target_idx').on(table.targetId, table.startedAt)],
);

/**
 * A target's variant (ADR 0083): its own text and/or media, replacing the post's shared ones on that
 * account's network, and the network's own options. No row: the target uses the post's text and
 * attachments and the network's defaults. Keyed by the target, so the history keeps what went out
 * even after the account is disconnected.
 */
export const postVariants = pgTable(
  'post_variants',
  {
    targetId: uuid('target_id')
      .primaryKey()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Null: the shared text. */
    textContent: text('text_content'),
    /** True: the target's media are its rows in post_variant_attachments (none is a choice too). */
    ownMedia: boolean('own_media').notNull().default(false),
    /**
     * The network's own options as parsed (every default filled in, network-options.ts in
     * @fanout/shared); null: none given, the network's defaults.
     */
    options: jsonb('options').$type<Record<string, unknown>>(),
  },
  (table) => [index('post_variants_post_idx').on(table.postId)],
);

/** A variant's own media, in order (only read when its variant has `own_media`). */
export const postVariantAttachments = pgTable(
  'post_variant_attachments',
  {
    targetId: uuid('target_id')
      .notNull()
      .references(() => postVariants.targetId, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.position] }),
    index('post_variant_attachments_content_idx').on(table.contentId),
  ],
);

/**
 * A target's thread replies or first comment (ADR 0084), written with its variant and published
 * after the target, in `position` order, each exactly once: a run holds them under `claim_token`
 * until `lease_expires_at`, marks one `sending` just before its call, and records its id and link.
 */
export const postFollowUps = pgTable(
  'post_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    /** 1, 2, … in publishing order (a thread's replies; a first comment is 1). */
    position: integer('position').notNull(),
    textContent: text('text_content').notNull(),
    state: text('state', { enum: FOLLOW_UP_STATES }).notNull().default('pending'),
    platformPostId: text('platform_post_id'),
    platformPostUrl: text('platform_post_url'),
    /** What the next reply needs of this one (e.g. Bluesky's cid), and handles saved before the call. */
    handles: jsonb('handles').$type<Record<string, string>>().notNull().default({}),
    errorClass: text('error_class'),
    errorMessage: text('error_message'),
    claimToken: uuid('claim_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Not tried before then: a temporary failure's or a rate limit's wait. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    tries: integer('tries').notNull().default(0),
    irreversibleAt: timestamp('irreversible_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_follow_ups_target_position_idx').on(table.targetId, table.position),
    index('post_follow_ups_post_idx').on(table.postId),
    // The sweeper's "unfinished follow-ups" scan reads only these.
    index('post_follow_ups_open_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.state} in ('pending', 'sending')`),
    check('post_follow_ups_kind_known', isOneOf(table.kind, FOLLOW_UP_KINDS)),
    check('post_follow_ups_state_known', isOneOf(table.state, FOLLOW_UP_STATES)),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type PostTargetRow = typeof postTargets.$inferSelect;
export type PostVariantRow = typeof postVariants.$inferSelect;
export type PostFollowUpRow = typeof postFollowUps.$inferSelect;

/**
 * A stamp per owner that changes whenever any of their posts, targets or attachments change (set by
 * triggers, migrations 0009, 0013 and 0016, so no write path can forget it). Readers of lists, tab
 * counts and stats check it before serving an answer they already built: one is reused only while
 * nothing it shows can have changed (ADR 0021, 0042). No foreign key: a user's deletion cascades
 * into the triggers, which must not fail on the departing user.
 */
export const postListVersions = pgTable('post_list_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
