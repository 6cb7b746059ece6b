import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANALYTICS_STATES, PLATFORMS } from '@fanout/shared';
import { accountGroups, socialAccounts } from './accounts';
import { isOneOf } from './one-of';
import { postFollowUps, postTargets, posts } from './posts';
import { users } from './users';

/**
 * The vocabulary's figures (figures.ts in @fanout/shared) as nullable columns: null is "not
 * reported by the network", never 0. One set per snapshot and the latest set per target.
 */
const figureColumns = () => ({
  views: integer('views'),
  reactions: integer('reactions'),
  comments: integer('comments'),
  reposts: integer('reposts'),
  saves: integer('saves'),
  clicks: integer('clicks'),
  /** The sum of the engagement figures reported (ENGAGEMENT_FIGURES); null when none is. */
  engagement: integer('engagement'),
});

/**
 * One row per published target (ADR 0090): its latest figures, where its reads stand
 * and when the next one is due. The Analytics page's totals, series and top posts read only this
 * table (by owner and publish time), never the snapshots; the refresh scheduler reads its
 * `next_refresh_at` index. Owner, post, account, group and platform are copied from the target
 * when it is published so those reads need no joins.
 */
export const targetAnalytics = pgTable(
  'target_analytics',
  {
    targetId: uuid('target_id')
      .primaryKey()
      .references(() => postTargets.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    socialAccountId: uuid('social_account_id').references(() => socialAccounts.id, {
      onDelete: 'set null',
    }),
    groupId: uuid('group_id').references(() => accountGroups.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ANALYTICS_STATES }).notNull().default('waiting'),
    /** Why the figures are not fresh, in words; null when they are (or not read yet). */
    problem: text('problem'),
    /** How many of the scheduled reads (REFRESH_AFTER_MS) are done. */
    round: smallint('round').notNull().default(0),
    /** When the next read is due; null once the schedule is over (or reads stopped). */
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    /** When its owner last asked for "Refresh now" (rate-limited per post). */
    refreshRequestedAt: timestamp('refresh_requested_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    ...figureColumns(),
    /** The latest answer in the network's own names (NETWORK_FIGURES), for the post's page. */
    networkFigures: jsonb('network_figures').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('target_analytics_owner_published_idx').on(table.ownerId, table.publishedAt),
    index('target_analytics_post_idx').on(table.postId),
    // Best times read one account's latest year of posts off this (ADR 0091).
    index('target_analytics_account_published_idx').on(table.socialAccountId, table.publishedAt),
    index('target_analytics_due_idx')
      .on(table.nextRefreshAt)
      .where(sql`${table.nextRefreshAt} is not null`),
    check('target_analytics_platform_known', isOneOf(table.platform, PLATFORMS)),
    check('target_analytics_state_known', isOneOf(table.state, ANALYTICS_STATES)),
  ],
);

/**
 * Every read of a target's figures, so a post's figures can be drawn over time (ADR 0090). Kept
 * whole for 30 days, then thinned to the last of each UTC day (SNAPSHOTS_KEPT_WHOLE_MS).
 */
export const analyticsSnapshots = pgTable(
  'analytics_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => targetAnalytics.targetId, { onDelete: 'cascade' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    ...figureColumns(),
    networkFigures: jsonb('network_figures').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('analytics_snapshots_target_idx').on(table.targetId, table.fetchedAt)],
);

/**
 * A published follow-up's latest figures (ADR 0090 "Follow-ups"): a thread's reply or a first
 * comment, read right after its target's own read with the same account. Latest only, no
 * snapshots: a follow-up's curve is not drawn. The row opens at the follow-up's first read; its
 * figures are those of NETWORK_FIGURES (a reply) or NETWORK_COMMENT_FIGURES (a comment), null when
 * not reported; `problem` says why they are not fresh (a comment deleted on the network). Its
 * changes bump the owner's analytics version too (migration 0044's triggers, through the
 * target's row), so a post's reused figures are rebuilt.
 */
export const followUpAnalytics = pgTable(
  'follow_up_analytics',
  {
    followUpId: uuid('follow_up_id')
      .primaryKey()
      .references(() => postFollowUps.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => targetAnalytics.targetId, { onDelete: 'cascade' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    ...figureColumns(),
    networkFigures: jsonb('network_figures').$type<Record<string, number>>().notNull().default({}),
    problem: text('problem'),
  },
  (table) => [index('follow_up_analytics_target_idx').on(table.targetId)],
);

/**
 * A stamp per owner that changes whenever their `target_analytics` rows change in what the
 * Analytics page and a post's figures show (triggers, migration 0042: every change but a claim's
 * lease on next_refresh_at). The overview and a post's figures are reused only while it is the
 * one they were built under (ADR 0090, as the post lists under post_list_versions, ADR 0042). No
 * foreign key: a user's deletion cascades into the triggers, which must not fail on the departing
 * user.
 */
export const analyticsVersions = pgTable('analytics_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type TargetAnalyticsRow = typeof targetAnalytics.$inferSelect;
export type FollowUpAnalyticsRow = typeof followUpAnalytics.$inferSelect;
export type AnalyticsSnapshotRow = typeof analyticsSnapshots.$inferSelect;
