import { z } from 'zod';
import { ANALYTICS_STATES } from '../analytics/analytics-states';
import { BEST_TIMES_METHODS } from '../analytics/best-times-methods';
import { FIGURES } from '../analytics/figures';
import { PLATFORMS } from '../platforms';
import { FOLLOW_UP_KINDS } from '../posts/follow-ups';

/**
 * The analytics API's answers (ADR 0090). Figures are in the vocabulary (figures.ts);
 * a figure left out of `figures` is not reported by the network (listed in `notReported`), never 0.
 */
const figure = z.enum(FIGURES);
export const figureValuesSchema = z.partialRecord(figure, z.number().int().nonnegative());

/** One of a network's own figures, under the network's own name and label (post page). */
export const networkFigureDetailSchema = z.object({
  name: z.string(),
  label: z.string(),
  figure: figure.nullable(),
  /** Null: the network did not answer it for this post (e.g. impressions without the owner's token). */
  value: z.number().int().nonnegative().nullable(),
});

export const figuresSnapshotSchema = z.object({
  fetchedAt: z.string(),
  figures: figureValuesSchema,
});

/**
 * A published follow-up's latest figures (ADR 0090 "Follow-ups"): a thread's reply (`thread`, its
 * figures a post's on its network) or a first comment (`first_comment`, a comment's:
 * NETWORK_COMMENT_FIGURES). Listed from its first read on; no history (its curve is not drawn).
 */
export const followUpAnalyticsSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  /** 1, 2, … in publishing order after the post (a first comment is 1). */
  position: z.number().int().positive(),
  url: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  figures: figureValuesSchema,
  notReported: z.array(figure),
  /** Why the figures are not fresh (deleted on the network, not permitted…); null otherwise. */
  problem: z.string().nullable(),
});
export type FollowUpAnalytics = z.infer<typeof followUpAnalyticsSchema>;

/** `GET /api/posts/{id}/analytics`: each published target's figures, freshness and history. */
export const targetAnalyticsSchema = z.object({
  targetId: z.string(),
  platform: z.enum(PLATFORMS),
  socialAccountId: z.string().nullable(),
  /** The account's name as shown elsewhere; null once the account was removed. */
  accountName: z.string().nullable(),
  publishedAt: z.string(),
  state: z.enum(ANALYTICS_STATES),
  /** Why the figures are not fresh, in words (postponed, reconnect, off, gone); null otherwise. */
  problem: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
  figures: figureValuesSchema,
  engagement: z.number().int().nonnegative().nullable(),
  notReported: z.array(figure),
  networkFigures: z.array(networkFigureDetailSchema),
  /** The target's snapshots, oldest first (thinned to one a day after 30 days). */
  history: z.array(figuresSnapshotSchema),
  /** Its replies or first comment, in position order; the totals count the post's own only. */
  followUps: z.array(followUpAnalyticsSchema),
});
export type TargetAnalytics = z.infer<typeof targetAnalyticsSchema>;

export const postAnalyticsSchema = z.object({
  postId: z.string(),
  targets: z.array(targetAnalyticsSchema),
  /** When "Refresh now" may be used again; null: now. */
  refreshAvailableAt: z.string().nullable(),
});
export type PostAnalytics = z.infer<typeof postAnalyticsSchema>;

/** `POST /api/posts/{id}/analytics/refresh`. */
export const refreshAnalyticsResultSchema = z.object({
  /** How many of the post's targets were queued for a read. */
  queued: z.number().int().nonnegative(),
  refreshAvailableAt: z.string(),
});
export type RefreshAnalyticsResult = z.infer<typeof refreshAnalyticsResultSchema>;

/** `GET /api/analytics?from=&to=&groupId=&platform=`: dates are the caller's calendar days. */
export const analyticsQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }),
  groupId: z.uuid({ error: 'groupId must be a group id' }).optional(),
  platform: z
    .enum(PLATFORMS, { error: `platform must be one of ${PLATFORMS.join(', ')}` })
    .optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsTotalsSchema = z.object({
  /** Targets published in the period (with or without figures yet). */
  targets: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  figures: figureValuesSchema,
  engagement: z.number().int().nonnegative().nullable(),
});

export const analyticsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: analyticsTotalsSchema,
  byNetwork: z.array(
    analyticsTotalsSchema.extend({ platform: z.enum(PLATFORMS), notReported: z.array(figure) }),
  ),
  /** One point per day of the period, by the day the targets were published. */
  series: z.array(
    z.object({
      date: z.string(),
      views: z.number().int().nonnegative().nullable(),
      engagement: z.number().int().nonnegative().nullable(),
    }),
  ),
  topPosts: z.array(
    z.object({
      postId: z.string(),
      headline: z.string(),
      platforms: z.array(z.enum(PLATFORMS)),
      publishedAt: z.string(),
      views: z.number().int().nonnegative().nullable(),
      engagement: z.number().int().nonnegative().nullable(),
    }),
  ),
  /** The oldest fetch time among the figures counted: "updated 2 hours ago"; null when none yet. */
  updatedAt: z.string().nullable(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** `GET /api/analytics/best-times?accountId=`: one of the caller's accounts. */
export const bestTimesQuerySchema = z.object({
  accountId: z.uuid({ error: 'accountId must be an account id' }),
});
export type BestTimesQuery = z.infer<typeof bestTimesQuerySchema>;

/** `GET /api/analytics/best-times?accountId=`: when this account's posts did best (ADR 0091). */
export const bestTimesSchema = z.object({
  accountId: z.string(),
  timeZone: z.string(),
  /**
   * How a post is scored: engagement per view where the account's network reports views, else
   * engagement per post (no follower counts are stored). A cell's `score` is in this unit.
   */
  method: z.enum(BEST_TIMES_METHODS),
  /** Posts with figures behind the whole grid, and how many are needed before it says anything. */
  postsCounted: z.number().int().nonnegative(),
  postsNeeded: z.number().int().positive(),
  enoughHistory: z.boolean(),
  /**
   * Weekday 0 (Sunday) … 6, hour 0 … 23 in `timeZone`; only cells with posts, best first. Given
   * below the threshold too (their post counts say how little is behind them).
   */
  cells: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      posts: z.number().int().positive(),
      score: z.number().nonnegative(),
    }),
  ),
  /** The next time to come in the best cells, as an ISO instant; null without enough history. */
  nextBestTime: z.string().nullable(),
});
export type BestTimes = z.infer<typeof bestTimesSchema>;
