import {
  NETWORK_FIGURES,
  zonedWallTime,
  type BestTimesMethod,
  type Platform,
} from '@fanout/shared';

/**
 * Best times (ADR 0091), the pure part: each post scored by its account's method, placed in its
 * weekday × hour cell of the user's zone, and each cell scored from its posts, its neighbouring
 * hours' at half weight, and a prior of three posts at the account's average, so that one lucky
 * post does not make a best time.
 */

/** Posts with figures an account needs before its best times suggest anything. */
export const BEST_TIMES_POSTS_NEEDED = 10;

/**
 * A post counts once its figures were read at least a day after it was published: most of a
 * post's life on a network is in its first day (ADR 0090), so a post read at 1 h or 6 h would
 * look worse than it will be, and per-post engagement would favour old posts over new ones.
 */
export const BEST_TIMES_SETTLED_MS = 24 * 60 * 60_000;

/** How much history is read: an account's last year, and at most its last 1,000 such posts. */
export const BEST_TIMES_HISTORY_DAYS = 365;
export const BEST_TIMES_POSTS_READ = 1000;

/** How many cells the composer's suggestion chooses from (the next of them to come). */
export const BEST_TIMES_SUGGESTED_CELLS = 3;

/**
 * Each cell starts as this many posts at the account's average (shrinkage of small samples): a
 * cell's own posts outweigh the prior from the fourth on. Posts' figures vary a lot from one to the
 * next, and most cells of a few months' history hold one or two posts.
 */
const PRIOR_POSTS = 3;
/** A post in the hour before or after a cell counts this much towards that cell. */
const NEIGHBOUR_WEIGHT = 0.5;
const HOURS_A_WEEK = 7 * 24;

/** A published target's latest figures, as best times read them (target_analytics). */
export interface HistoryPost {
  publishedAt: Date;
  fetchedAt: Date | null;
  views: number | null;
  engagement: number | null;
}

export interface ScoredPost {
  publishedAt: Date;
  score: number;
}

/** Weekday 0 (Sunday) … 6 and hour 0 … 23 in the user's zone; `posts` published in it. */
export interface BestTimeCell {
  weekday: number;
  hour: number;
  posts: number;
  score: number;
}

export interface BestTimeGrid {
  /** Cells with posts, best first. */
  cells: BestTimeCell[];
  /** The mean score of the posts counted: a cell at or above it did at least as well as usual. */
  average: number;
}

/** Engagement per view where the network reports views (NETWORK_FIGURES), else per post. */
export function bestTimesMethodOf(platform: Platform): BestTimesMethod {
  return NETWORK_FIGURES[platform].some((entry) => entry.figure === 'views')
    ? 'engagement_per_view'
    : 'engagement_per_post';
}

/**
 * One post's score by the method, or null when it does not count: no engagement reported, figures
 * not yet read a day after publishing, or (per view) views not answered or none at all, since a
 * post nobody saw says nothing about its hour.
 */
export function postScore(post: HistoryPost, method: BestTimesMethod): number | null {
  if (post.engagement === null || post.fetchedAt === null) return null;
  if (post.fetchedAt.getTime() - post.publishedAt.getTime() < BEST_TIMES_SETTLED_MS) return null;
  if (method === 'engagement_per_post') return post.engagement;
  if (post.views === null || post.views === 0) return null;
  return post.engagement / post.views;
}

/** The posts that count, with their scores. */
export function scoredPosts(posts: readonly HistoryPost[], method: BestTimesMethod): ScoredPost[] {
  return posts.flatMap((post) => {
    const score = postScore(post, method);
    return score === null ? [] : [{ publishedAt: post.publishedAt, score }];
  });
}

/**
 * Scores relative to their own account's average (1 = as usual), so accounts of different
 * networks and sizes can share one grid (a group's queue); none when the average is 0, which
 * tells nothing about hours.
 */
export function relativeScores(posts: readonly ScoredPost[]): ScoredPost[] {
  const average = mean(posts.map((post) => post.score));
  if (!(average > 0)) return [];
  return posts.map((post) => ({ publishedAt: post.publishedAt, score: post.score / average }));
}

/** The weekday × hour grid of scored posts, in `timeZone`. */
export function bestTimeGrid(posts: readonly ScoredPost[], timeZone: string): BestTimeGrid {
  const average = mean(posts.map((post) => post.score));
  const byHour = new Map<number, number[]>();
  for (const post of posts) {
    const wall = zonedWallTime(post.publishedAt, timeZone);
    const hourOfWeek = wall.weekday * 24 + Number(wall.time.slice(0, 2));
    byHour.set(hourOfWeek, [...(byHour.get(hourOfWeek) ?? []), post.score]);
  }
  const cells = [...byHour].map(([hourOfWeek, scores]) => {
    let weight = PRIOR_POSTS + scores.length;
    let sum = PRIOR_POSTS * average + total(scores);
    for (const neighbour of [hourOfWeek - 1, hourOfWeek + 1]) {
      const near = byHour.get((neighbour + HOURS_A_WEEK) % HOURS_A_WEEK) ?? [];
      weight += NEIGHBOUR_WEIGHT * near.length;
      sum += NEIGHBOUR_WEIGHT * total(near);
    }
    return {
      weekday: Math.floor(hourOfWeek / 24),
      hour: hourOfWeek % 24,
      posts: scores.length,
      score: sum / weight,
    };
  });
  cells.sort(
    (a, b) =>
      b.score - a.score || b.posts - a.posts || a.weekday * 24 + a.hour - (b.weekday * 24 + b.hour),
  );
  return { cells, average };
}

/**
 * The best cells: those that did at least as well as usual, best first, at most `count` (the
 * single best when none did, which a grid of equal posts can give after rounding).
 */
export function bestCells(grid: BestTimeGrid, count: number): BestTimeCell[] {
  const better = grid.cells.filter((cell) => cell.score >= grid.average);
  return (better.length > 0 ? better : grid.cells).slice(0, count);
}

function total(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : total(values) / values.length;
}
