import { and, count, desc, eq, exists, notExists, sql } from 'drizzle-orm';
import { posts, postTargets, socialAccounts } from '@fanout/db/schema';
import { type Post, type PostListInput, type PostListOutput, type Stats } from '@fanout/shared';
import type { Actor } from '../access';
import { nowOf, preparedQuery, type CoreDeps } from '../deps';
import { decodeCursor, olderThan, toPage } from '../pagination';
import { jsonArray, postJson } from './post-json';

const hasWaitingTarget = () =>
  exists(
    sql`(select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.state} in ('scheduled', 'publishing'))`,
  );
const isDraft = () =>
  notExists(
    sql`(select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.state} <> 'draft')`,
  );
const onPlatform = (platform: string) =>
  exists(
    sql`(select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id} and ${postTargets.platform} = ${platform})`,
  );

type Kind = 'all' | 'scheduled' | 'drafts';

/** Listing needs only whose posts they are, not the caller's roles and permissions. */
export type PostOwner = Pick<Actor, 'userId'>;

/** One page of posts with `items` as the JSON text of a `Post[]`, ready to send. */
export interface PostPageJson {
  items: string;
  nextCursor: string | null;
}

/**
 * Pages of the owner's posts: all or drafts (newest first), or scheduled (soonest first),
 * optionally on one platform. Keyset pagination over indexed columns keeps every page fast however
 * many posts there are; each page is one query whose posts PostgreSQL writes as JSON (post-json.ts).
 */
export async function listPostsJson(
  deps: CoreDeps,
  owner: PostOwner,
  kind: Kind,
  input: PostListInput,
): Promise<PostPageJson> {
  if (kind === 'scheduled') return listScheduled(deps, owner, input);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await deps.db
    .select({ id: posts.id, createdAt: posts.createdAt, json: postJson() })
    .from(posts)
    .where(
      and(
        eq(posts.ownerId, owner.userId),
        kind === 'drafts' ? isDraft() : undefined,
        input.platform ? onPlatform(input.platform) : undefined,
        olderThan(posts.createdAt, posts.id, cursor),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(input.limit + 1);
  const { page, nextCursor } = toPage(rows, input.limit, (row) => ({
    at: row.createdAt,
    id: row.id,
  }));
  return { items: jsonArray(page.map((row) => row.json)), nextCursor };
}

/** The same pages as objects, for tRPC (which validates and serialises them itself). */
export async function listPosts(
  deps: CoreDeps,
  owner: PostOwner,
  kind: Kind,
  input: PostListInput,
): Promise<PostListOutput> {
  const page = await listPostsJson(deps, owner, kind, input);
  return { items: JSON.parse(page.items) as Post[], nextCursor: page.nextCursor };
}

interface ScheduledShape {
  after: boolean;
  platform: boolean;
  /** Rows to fetch, one of FETCH_SIZES. */
  rows: number;
}

/**
 * The row counts the scheduled list fetches: `limit + 1` for the usual page sizes (4, 10, 25, 50,
 * 100), the next larger one otherwise. Each is a prepared statement on every pooled connection, so
 * their number stays small whatever limits clients send.
 */
const FETCH_SIZES = [5, 11, 26, 51, 101] as const;
const MAX_FETCH = 101;

function fetchSize(limit: number): number {
  return FETCH_SIZES.find((size) => size > limit) ?? MAX_FETCH;
}

/**
 * Scheduled posts, soonest first, read from the waiting targets' partial index in due order
 * (post_targets_waiting_idx): a page touches about `limit` index entries, whatever the library size.
 *
 * The cursor and the platform filter are separate shapes so that each keeps its index condition.
 * The state predicate and the row count are literals, so that PostgreSQL can reuse one generic plan
 * instead of planning each call: with parameters there, a generic plan can match neither the partial
 * index's predicate nor the size of the page (it assumes a tenth of the owner's waiting targets and
 * hash-joins every post of theirs).
 */
const scheduledQuery = preparedQuery(
  (db, shape: ScheduledShape) => {
    // Raw SQL because Drizzle always sends LIMIT as a parameter; `rows` is one of FETCH_SIZES.
    const due = sql`(select distinct ${postTargets.postId}, ${postTargets.dueAt} from ${postTargets}
      where ${and(
        eq(postTargets.ownerId, sql.placeholder('ownerId')),
        sql`${postTargets.state} in ('scheduled', 'publishing')`,
        shape.platform ? eq(postTargets.platform, sql.placeholder('platform')) : undefined,
        shape.after
          ? sql`(${postTargets.dueAt}, ${postTargets.postId}) > (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`
          : undefined,
      )}
      order by ${postTargets.dueAt}, ${postTargets.postId}
      limit ${sql.raw(String(shape.rows))}) as due`;
    return db
      .select({
        postId: sql<string>`due.post_id`,
        dueAt: sql`due.due_at`.mapWith(postTargets.dueAt),
        json: postJson(),
      })
      .from(due)
      .innerJoin(posts, sql`${posts.id} = due.post_id`)
      .orderBy(sql`due.due_at, due.post_id`)
      .prepare(`posts_scheduled_${shape.after}_${shape.platform}_${shape.rows}`);
  },
  (shape) => `${shape.after}:${shape.platform}:${shape.rows}`,
);

async function listScheduled(
  deps: CoreDeps,
  owner: PostOwner,
  input: PostListInput,
): Promise<PostPageJson> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const shape = {
    after: cursor !== null,
    platform: input.platform !== undefined,
    rows: fetchSize(input.limit),
  };
  const rows = await scheduledQuery(deps.db, shape).execute({
    ownerId: owner.userId,
    platform: input.platform,
    cursorAt: cursor?.at.toISOString(),
    cursorId: cursor?.id,
  });
  const { page, nextCursor } = toPage(rows, input.limit, (row) =>
    row.dueAt ? { at: row.dueAt, id: row.postId } : null,
  );
  return { items: jsonArray(page.map((row) => row.json)), nextCursor };
}

/** The tab counts of Posts & Drafts under the platform filter. */
export async function countPosts(
  deps: CoreDeps,
  owner: PostOwner,
  platform?: string,
): Promise<{ scheduled: number; drafts: number }> {
  const base = [eq(posts.ownerId, owner.userId), platform ? onPlatform(platform) : undefined];
  const [scheduled] = await deps.db
    .select({ n: count() })
    .from(posts)
    .where(and(...base, hasWaitingTarget()));
  const [drafts] = await deps.db
    .select({ n: count() })
    .from(posts)
    .where(and(...base, isDraft()));
  return { scheduled: scheduled?.n ?? 0, drafts: drafts?.n ?? 0 };
}

/**
 * Spec 000 §3 stats: posts published this month (UTC), posts waiting to publish, connected accounts,
 * in one round trip. Each count reads only its partial index (the state predicates are literals so
 * that a prepared statement's generic plan still matches them): this month's published targets and
 * the waiting targets, never the owner's whole history.
 */
const statsQuery = preparedQuery((db, _shape: 'stats') =>
  db
    .select({
      monthlyPosts: sql<number>`(select count(distinct ${postTargets.postId})::int from ${postTargets}
        where ${postTargets.ownerId} = ${sql.placeholder('ownerId')} and ${postTargets.state} = 'published'
          and ${postTargets.updatedAt} >= ${sql.placeholder('monthStart')}::timestamptz)`,
      scheduledPosts: sql<number>`(select count(distinct ${postTargets.postId})::int from ${postTargets}
        where ${postTargets.ownerId} = ${sql.placeholder('ownerId')} and ${postTargets.state} in ('scheduled', 'publishing'))`,
      connectedAccounts: count(),
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, sql.placeholder('ownerId')))
    .prepare('post_stats'),
);

export async function getStats(deps: CoreDeps, owner: PostOwner): Promise<Stats> {
  const now = nowOf(deps);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await statsQuery(deps.db, 'stats').execute({
    ownerId: owner.userId,
    monthStart: monthStart.toISOString(),
  });
  return {
    monthlyPosts: row?.monthlyPosts ?? 0,
    scheduledPosts: row?.scheduledPosts ?? 0,
    connectedAccounts: row?.connectedAccounts ?? 0,
  };
}
