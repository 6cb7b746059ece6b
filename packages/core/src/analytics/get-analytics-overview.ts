import { and, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '@fanout/db/sql-arrays';
import { posts, targetAnalytics } from '@fanout/db/schema';
import {
  FIGURES,
  figuresNotReported,
  periodDates,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type FigureValues,
  type Platform,
} from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { resolvePeriod } from './analytics-period';
import { postHeadline } from './post-headline';

/** The top posts of a period the page shows. */
export const TOP_POSTS = 10;

/** A group's sums as PostgreSQL answers them: a figure's sum is null when no target reports it. */
type SumsRow = {
  targets: number;
  posts: number;
  views: number | null;
  reactions: number | null;
  comments: number | null;
  reposts: number | null;
  saves: number | null;
  clicks: number | null;
  engagement: number | null;
};

// float8: a sum of integers PostgreSQL answers as bigint, which the driver gives as text.
const SUMS = sql.raw(`count(*)::int as targets, count(distinct post_id)::int as posts,
  ${FIGURES.map((figure) => `sum(${figure})::float8 as ${figure}`).join(', ')},
  sum(engagement)::float8 as engagement`);

function totalsOf(row: SumsRow) {
  const figures: FigureValues = {};
  for (const figure of FIGURES) {
    const value = row[figure];
    if (value !== null) figures[figure] = value;
  }
  return { targets: row.targets, posts: row.posts, figures, engagement: row.engagement };
}

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The Analytics page's overview of a period (ADR 0090): totals, per network, a point per day
 * (views and engagement, by the day the targets were published in the owner's zone), and the
 * top posts by engagement. Reads only `target_analytics`, one range of its (owner_id,
 * published_at) index: one statement groups the range three ways (the whole, each network, each
 * day), one more picks the top posts; only their headlines come from `posts`, by id. A figure no
 * target of a group reports is absent (not reported), never 0; `updatedAt` is the oldest fetch
 * among the figures counted.
 */
export async function getAnalyticsOverview(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<AnalyticsQuery, Pick<Actor, 'userId'>>,
): Promise<AnalyticsOverview> {
  const { query, timeZone, where, day } = await resolvePeriod(deps, owner.userId, input);
  const inPeriod = sql`select platform, post_id, ${sql.raw(FIGURES.join(', '))}, engagement,
    fetched_at, ${day} as day from ${targetAnalytics} where ${where}`;
  const [grouped, top] = await Promise.all([
    deps.db.execute<
      SumsRow & {
        by_platform: boolean;
        by_day: boolean;
        platform: Platform;
        day: string;
        oldest: string | null;
      }
    >(sql`
      select grouping(platform) = 0 as by_platform, grouping(day) = 0 as by_day,
        platform, day::text as day, ${SUMS}, ${isoText('min(fetched_at)')} as oldest
      from (${inPeriod}) in_period
      group by grouping sets ((), (platform), (day))`),
    topPosts(deps, owner.userId, where),
  ]);

  const whole = grouped.find((row) => !row.by_platform && !row.by_day);
  const byDay = new Map(grouped.filter((row) => row.by_day).map((row) => [row.day, row]));
  return {
    from: query.from,
    to: query.to,
    timeZone,
    totals: whole ? totalsOf(whole) : { targets: 0, posts: 0, figures: {}, engagement: null },
    byNetwork: grouped
      .filter((row) => row.by_platform)
      .sort((a, b) => b.targets - a.targets || a.platform.localeCompare(b.platform))
      .map((row) => ({
        ...totalsOf(row),
        platform: row.platform,
        notReported: figuresNotReported(row.platform),
      })),
    series: periodDates(query.from, query.to).map((date) => ({
      date,
      views: byDay.get(date)?.views ?? null,
      engagement: byDay.get(date)?.engagement ?? null,
    })),
    topPosts: top,
    updatedAt: whole?.oldest ?? null,
  };
}

/**
 * The period's posts with the most engagement (then views), their targets' figures added up, and
 * their headlines: the ranking from `target_analytics` alone, then the few posts by id.
 */
async function topPosts(deps: CoreDeps, ownerId: string, where: SQL) {
  const ranked = await deps.db.execute<{
    post_id: string;
    platforms: Platform[];
    published_at: string;
    views: number | null;
    engagement: number | null;
  }>(sql`
    select post_id, array_agg(distinct platform order by platform) as platforms,
      ${isoText('min(published_at)')} as published_at,
      sum(views)::float8 as views, sum(engagement)::float8 as engagement
    from ${targetAnalytics} where ${where}
    group by post_id
    order by sum(engagement) desc nulls last, sum(views) desc nulls last, min(published_at) desc,
      post_id
    limit ${TOP_POSTS}`);
  if (ranked.length === 0) return [];
  const texts = await deps.db
    .select({ id: posts.id, title: posts.title, textContent: posts.textContent })
    .from(posts)
    .where(
      and(
        anyOf(
          posts.id,
          ranked.map((row) => row.post_id),
        ),
        eq(posts.ownerId, ownerId),
      ),
    );
  const byId = new Map(texts.map((row) => [row.id, row]));
  return ranked.map((row) => {
    const post = byId.get(row.post_id);
    return {
      postId: row.post_id,
      headline: postHeadline(post?.title ?? null, post?.textContent ?? ''),
      platforms: row.platforms,
      publishedAt: row.published_at,
      views: row.views,
      engagement: row.engagement,
    };
  });
}
