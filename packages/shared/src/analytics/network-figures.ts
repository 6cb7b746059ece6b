import { PLATFORM_LABELS, type Platform } from '../platforms';
import type { FollowUpKind } from '../posts/follow-ups';
import { FIGURES, type Figure, type FigureValues } from './figures';

/**
 * One figure as a network reports it: `name` is the network's own (the field or metric name its
 * API answers), `figure` the vocabulary's figure it counts towards (several may add up to one:
 * X's reposts and quotes are both "reposts and shares"), or null for a figure shown on the post's
 * page under the network's own label but added to no total (Instagram's reach).
 */
export interface NetworkFigure {
  name: string;
  label: string;
  figure: Figure | null;
}

const figure = (name: string, label: string, to: Figure | null): NetworkFigure => ({
  name,
  label,
  figure: to,
});

/**
 * THE table: what each network reports of a post and how it maps onto the vocabulary. The
 * adapters' figure readers answer these names (a test holds each reader to its row), and the
 * sandbox answers them in each network's own response shapes.
 */
export const NETWORK_FIGURES: Record<Platform, readonly NetworkFigure[]> = {
  // X API v2 `public_metrics` of a Post (PostPublicMetrics in the official OpenAPI document).
  twitter: [
    figure('impression_count', 'Impressions', 'views'),
    figure('like_count', 'Likes', 'reactions'),
    figure('reply_count', 'Replies', 'comments'),
    figure('repost_count', 'Reposts', 'reposts'),
    figure('quote_count', 'Quotes', 'reposts'),
    figure('bookmark_count', 'Bookmarks', 'saves'),
  ],
  // LinkedIn memberCreatorPostAnalytics query types (organisation pages: share statistics).
  linkedin: [
    figure('IMPRESSION', 'Impressions', 'views'),
    figure('REACTION', 'Reactions', 'reactions'),
    figure('COMMENT', 'Comments', 'comments'),
    figure('RESHARE', 'Reposts', 'reposts'),
  ],
  // Threads media insights metrics.
  threads: [
    figure('views', 'Views', 'views'),
    figure('likes', 'Likes', 'reactions'),
    figure('replies', 'Replies', 'comments'),
    figure('reposts', 'Reposts', 'reposts'),
    figure('quotes', 'Quotes', 'reposts'),
    figure('shares', 'Shares', 'reposts'),
  ],
  // Bluesky app.bsky.feed.defs#postView counts; Bluesky reports no impressions.
  bluesky: [
    figure('likeCount', 'Likes', 'reactions'),
    figure('replyCount', 'Replies', 'comments'),
    figure('repostCount', 'Reposts', 'reposts'),
    figure('quoteCount', 'Quotes', 'reposts'),
  ],
  // YouTube Data API v3 `videos.list` part=statistics (VideoStatistics in the discovery document).
  youtube: [
    figure('viewCount', 'Views', 'views'),
    figure('likeCount', 'Likes', 'reactions'),
    figure('commentCount', 'Comments', 'comments'),
  ],
  // Instagram media insights metrics.
  instagram: [
    figure('views', 'Views', 'views'),
    figure('reach', 'Accounts reached', null),
    figure('likes', 'Likes', 'reactions'),
    figure('comments', 'Comments', 'comments'),
    figure('saved', 'Saves', 'saves'),
    figure('shares', 'Shares', 'reposts'),
  ],
  // Facebook Page post insights (`post_media_view`: Meta retired `post_impressions` for every
  // Graph version on 15 November 2025, views replacing impressions) and the post's own reactions
  // and comments summaries and shares count.
  facebook: [
    figure('post_media_view', 'Views', 'views'),
    figure('reactions', 'Reactions', 'reactions'),
    figure('comments', 'Comments', 'comments'),
    figure('shares', 'Shares', 'reposts'),
  ],
  // Pinterest pin analytics metric types (the official OpenAPI document).
  pinterest: [
    figure('IMPRESSION', 'Impressions', 'views'),
    figure('SAVE', 'Saves', 'saves'),
    figure('PIN_CLICK', 'Pin clicks', 'clicks'),
    figure('OUTBOUND_CLICK', 'Outbound clicks', 'clicks'),
  ],
  // TikTok Display API video object fields.
  tiktok: [
    figure('view_count', 'Views', 'views'),
    figure('like_count', 'Likes', 'reactions'),
    figure('comment_count', 'Comments', 'comments'),
    figure('share_count', 'Shares', 'reposts'),
  ],
};

/**
 * What each network reports of ONE COMMENT (a first comment, ADR 0090 "Follow-ups"), beside THE
 * table and in the same shape: the documented read of a single comment on each network that
 * publishes first comments. A network absent here reads no comment's figures.
 */
export const NETWORK_COMMENT_FIGURES: Partial<Record<Platform, readonly NetworkFigure[]>> = {
  // Graph API Comment node: `GET /{comment-id}?fields=like_count,comment_count` (Page token).
  facebook: [
    figure('like_count', 'Likes', 'reactions'),
    figure('comment_count', 'Replies', 'comments'),
  ],
  // IG Comment node: `GET /{ig-comment-id}?fields=like_count`. Its replies are an edge with no
  // count field: not reported.
  instagram: [figure('like_count', 'Likes', 'reactions')],
  // commentThreads.list `part=snippet&id={thread}`: the top-level comment's likeCount and the
  // thread's totalReplyCount (CommentSnippet, CommentThreadSnippet in the discovery document).
  youtube: [
    figure('likeCount', 'Likes', 'reactions'),
    figure('totalReplyCount', 'Replies', 'comments'),
  ],
  // Social Actions API `GET /rest/socialActions/{comment URN}`: likesSummary.totalLikes and
  // commentsSummary.aggregatedTotalComments.
  linkedin: [
    figure('totalLikes', 'Likes', 'reactions'),
    figure('aggregatedTotalComments', 'Replies', 'comments'),
  ],
};

/**
 * Which row an item's figures are read by: a post's (a post, or a thread's reply, which is a post
 * on its network) or a comment's (a first comment).
 */
export type FiguresOf = 'post' | 'comment';

/** A follow-up's row: a thread's reply is a post on its network, a first comment a comment. */
export function figuresOfFollowUp(kind: FollowUpKind): FiguresOf {
  return kind === 'thread' ? 'post' : 'comment';
}

/** The row of NETWORK_FIGURES or NETWORK_COMMENT_FIGURES for `of` (empty: nothing reported). */
export function networkFigureRow(
  platform: Platform,
  of: FiguresOf = 'post',
): readonly NetworkFigure[] {
  return of === 'post' ? NETWORK_FIGURES[platform] : (NETWORK_COMMENT_FIGURES[platform] ?? []);
}

/** The network's own figures of one post, by their names in NETWORK_FIGURES. */
export type NetworkFigureValues = Readonly<Record<string, number>>;

/**
 * A network's own figures in the vocabulary: each figure the sum of the network's figures mapped
 * to it that it answered. A figure none of whose names were answered is left out (not reported),
 * never 0; names not in the network's row are ignored.
 */
export function toFigureValues(
  platform: Platform,
  values: NetworkFigureValues,
  of: FiguresOf = 'post',
): FigureValues {
  const result: FigureValues = {};
  for (const { name, figure: to } of networkFigureRow(platform, of)) {
    const value = values[name];
    if (to === null || value === undefined) continue;
    result[to] = (result[to] ?? 0) + value;
  }
  return result;
}

/**
 * The vocabulary's figures a network never reports (of a post, or of a comment), in the
 * vocabulary's order.
 */
export function figuresNotReported(platform: Platform, of: FiguresOf = 'post'): Figure[] {
  const reported = new Set(networkFigureRow(platform, of).map((entry) => entry.figure));
  return FIGURES.filter((name) => !reported.has(name));
}

/** "not reported by Bluesky": what a page shows in place of a figure, never 0. */
export function notReportedText(platform: Platform): string {
  return `not reported by ${PLATFORM_LABELS[platform]}`;
}
