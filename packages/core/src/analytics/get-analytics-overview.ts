import { and, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '@fanout/db/sql-arrays';
import { posts, targetAnalytics } from '@fanout/db/schema';
import {
  FIGURES,
  figuresNotReported,
  periodDates,
  PLATFORMS,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type Figure,
  type Platform,
} from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { deepFreeze, reuseUnderVersion, type ReusedKind } from '../posts/list-version-cache';
import { periodSql, resolvePeriod, type AnalyticsPeriod } from './analytics-period';
import { postHeadline } from './post-headline';

/** The top posts of a period the page shows. */
export const TOP_POSTS = 10;

/** Sums in the vocabulary, null while no target added reports the figure (never 0 for it). */
type Sums = Record<Figure | 'engagement', number | null>;

/** One group's (a network's, a day's, the whole period's) targets, figures and oldest fetch. */
interface Group {
  targets: number;
  sums: Sums;
  oldest: string | null;
}

const SUMMED = [...FIGURES, 'engagement'] as const;

const emptyGroup = (): Group => ({
  targets: 0,
  sums: Object.fromEntries(SUMMED.map((name) => [name, null])) as Sums,
  oldest: null,
});

function addTo(group: Group, row: Group): void {
  group.targets += row.targets;
  for (const name of SUMMED) {
    const value = row.sums[name];
    if (value !== null) group.sums[name] = (group.sums[name] ?? 0) + value;
  }
  if (row.oldest !== null && (group.oldest === null || row.oldest < group.oldest)) {
    group.oldest = row.oldest;
  }
}

function groupIn<K>(groups: Map<K, Group>, key: K): Group {
  let group = groups.get(key);
  if (!group) {
    group = emptyGroup();
    groups.set(key, group);
  }
  return group;
}

function totalsOf(group: Group, posts: number) {
  const figures: Partial<Record<Figure, number>> = {};
  for (const figure of FIGURES) {
    const value = group.sums[figure];
    if (value !== null) figures[figure] = value;
  }
  return { targets: group.targets, posts, figures, engagement: group.sums.engagement };
}

const isoText = (value: SQL | string) =>
  sql`to_char(${typeof value === 'string' ? sql.raw(value) : value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// float8: a sum of integers PostgreSQL answers as bigint, which the driver gives as text.
const SUMS_SQL = sql.raw(SUMMED.map((name) => `sum(${name})::float8 as "${name}"`).join(', '));

/** The top posts' order: engagement, then views, then the latest. */
const TOP_ORDER = sql.raw(
  'order by engagement desc nulls last, views desc nulls last, first_at desc, post_id',
);

/** A network's bit in a post's set of networks (bit_or below): its place in PLATFORMS. */
const NETWORK_BIT = sql`(1 << (array_position(${`{${PLATFORMS.join(',')}}`}::text[], platform) - 1))`;

const OVERVIEWS: ReusedKind<AnalyticsOverview> = {
  name: 'analytics-overview',
  sizeOf: (overview) => 2_000 + overview.series.length * 100,
};

/**
 * The Analytics page's overview of a period (ADR 0090): totals, per network, a point per day
 * (views and engagement, by the day the targets were published in the owner's zone), and the top
 * posts by engagement. Reused while the owner's analytics version is the one it was built under
 * (analytics-version.ts): a repeated read is one indexed row. Built from `target_analytics` only,
 * one range of its (owner_id, published_at) index read twice side by side (per network and day;
 * per post), then only the top posts' headlines from `posts`, by id. A figure no target of a
 * group reports is absent (not reported), never 0; `updatedAt` is the oldest fetch among the
 * figures counted.
 */
export async function getAnalyticsOverview(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<AnalyticsQuery, Pick<Actor, 'userId'>>,
): Promise<AnalyticsOverview> {
  const period = await resolvePeriod(deps, owner.userId, input);
  const { query, timeZone, version } = period;
  const key = [query.from, query.to, query.groupId ?? '', query.platform ?? '', timeZone].join('|');
  return reuseUnderVersion(deps, OVERVIEWS, { userId: owner.userId, key, version }, async () =>
    deepFreeze(await buildOverview(deps, period)),
  );
}

async function buildOverview(deps: CoreDeps, period: AnalyticsPeriod): Promise<AnalyticsOverview> {
  const { ownerId, query, timeZone } = period;
  const { where, day } = periodSql(period);
  const [groups, perPost] = await Promise.all([
    deps.db.execute<Record<string, number | string | null>>(sql`
      select platform, day::text as day, count(*)::int as targets, ${SUMS_SQL},
        ${isoText('min(fetched_at)')} as oldest
      from (select platform, ${sql.raw(SUMMED.join(', '))}, fetched_at, ${day} as day
        from ${targetAnalytics} where ${where}) in_period
      group by platform, day`),
    postsOf(deps, where),
  ]);

  const whole = emptyGroup();
  const byNetwork = new Map<Platform, Group>();
  const byDay = new Map<string, Group>();
  for (const row of groups) {
    const group: Group = {
      targets: Number(row.targets),
      sums: Object.fromEntries(
        SUMMED.map((name) => [name, row[name] === null ? null : Number(row[name])]),
      ) as Sums,
      oldest: row.oldest === null ? null : String(row.oldest),
    };
    const platform = row.platform as Platform;
    addTo(whole, group);
    addTo(groupIn(byNetwork, platform), group);
    addTo(groupIn(byDay, String(row.day)), group);
  }
  return {
    from: query.from,
    to: query.to,
    timeZone,
    totals: totalsOf(whole, perPost.posts),
    byNetwork: [...byNetwork.entries()]
      .sort(([a, ga], [b, gb]) => gb.targets - ga.targets || a.localeCompare(b))
      .map(([platform, group]) => ({
        ...totalsOf(group, perPost.postsOn.get(platform) ?? 0),
        platform,
        notReported: figuresNotReported(platform),
      })),
    series: periodDates(query.from, query.to).map((date) => ({
      date,
      views: byDay.get(date)?.sums.views ?? null,
      engagement: byDay.get(date)?.sums.engagement ?? null,
    })),
    topPosts: await headlined(deps, ownerId, perPost.top),
    updatedAt: whole.oldest,
  };
}

const networksOf = (mask: number): Platform[] =>
  PLATFORMS.filter((_, bit) => (mask & (1 << bit)) !== 0).sort();

/**
 * The period's posts, from one pass grouping its targets by post: how many there are, on each
 * network (counted by the sets of networks posts went to, a few rows), and the TOP_POSTS with the
 * most engagement (then views), their targets' figures added up.
 */
async function postsOf(deps: CoreDeps, where: SQL) {
  const rows = await deps.db.execute<{
    part: number;
    rank: number | null;
    post_id: string | null;
    networks: number;
    posts: number | null;
    published_at: string | null;
    views: number | null;
    engagement: number | null;
  }>(sql`
    with per_post as (
      select post_id, bit_or(${NETWORK_BIT}) as networks, min(published_at) as first_at,
        sum(views) as views, sum(engagement) as engagement
      from ${targetAnalytics} where ${where}
      group by post_id
    )
    select 1 as part, null::int as rank, null::uuid as post_id, networks, count(*)::int as posts,
      null as published_at, null::float8 as views, null::float8 as engagement
    from per_post group by networks
    union all
    select 2, rank, post_id, networks, null, ${isoText('first_at')}, views::float8,
      engagement::float8
    from (select *, row_number() over (${TOP_ORDER})::int as rank
      from (select * from per_post ${TOP_ORDER} limit ${TOP_POSTS}) top) ranked`);
  let posts = 0;
  const postsOn = new Map<Platform, number>();
  const top: Array<Omit<AnalyticsOverview['topPosts'][number], 'headline'> & { rank: number }> = [];
  for (const row of rows) {
    const platforms = networksOf(Number(row.networks));
    if (Number(row.part) === 1) {
      const count = Number(row.posts);
      posts += count;
      for (const platform of platforms) postsOn.set(platform, (postsOn.get(platform) ?? 0) + count);
    } else {
      top.push({
        rank: Number(row.rank),
        postId: row.post_id ?? '',
        platforms,
        publishedAt: row.published_at ?? '',
        views: row.views,
        engagement: row.engagement,
      });
    }
  }
  top.sort((a, b) => a.rank - b.rank);
  return { posts, postsOn, top: top.map(({ rank: _rank, ...post }) => post) };
}

/** The top posts with their headlines, read from `posts` by id. */
async function headlined(
  deps: CoreDeps,
  ownerId: string,
  top: Array<Omit<AnalyticsOverview['topPosts'][number], 'headline'>>,
): Promise<AnalyticsOverview['topPosts']> {
  if (top.length === 0) return [];
  const texts = await deps.db
    .select({ id: posts.id, title: posts.title, textContent: posts.textContent })
    .from(posts)
    .where(
      and(
        anyOf(
          posts.id,
          top.map((post) => post.postId),
        ),
        eq(posts.ownerId, ownerId),
      ),
    );
  const byId = new Map(texts.map((row) => [row.id, row]));
  return top.map((post) => {
    const text = byId.get(post.postId);
    return { ...post, headline: postHeadline(text?.title ?? null, text?.textContent ?? '') };
  });
}
