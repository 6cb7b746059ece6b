import { PLATFORM_LABELS, type Platform } from '../platforms';
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

/** The network's own figures of one post, by their names in NETWORK_FIGURES. */
export type NetworkFigureValues = Readonly<Record<string, number>>;

/**
 * A network's own figures in the vocabulary: each figure the sum of the network's figures mapped
 * to it that it answered. A figure none of whose names were answered is left out (not reported),
 * never 0; names not in the network's row are ignored.
 */
export function toFigureValues(platform: Platform, values: NetworkFigureValues): FigureValues {
  const result: FigureValues = {};
  for (const { name, figure: to } of NETWORK_FIGURES[platform]) {
    const value = values[name];
    if (to === null || value === undefined) continue;
    result[to] = (result[to] ?? 0) + value;
  }
  return result;
}

/** The vocabulary's figures a network never reports, in the vocabulary's order. */
export function figuresNotReported(platform: Platform): Figure[] {
  const reported = new Set(NETWORK_FIGURES[platform].map((entry) => entry.figure));
  return FIGURES.filter((name) => !reported.has(name));
}

/** "not reported by Bluesky": what a page shows in place of a figure, never 0. */
export function notReportedText(platform: Platform): string {
  return `not reported by ${PLATFORM_LABELS[platform]}`;
}
