import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { posts, postTargets } from '@fanout/db/schema';
import { type Post, type PostListInput, type PostListOutput } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { preparedQuery, type CoreDeps } from '../deps';
import { decodeCursor, olderThan, toPage } from '../pagination';
import { isWaiting } from '../targets';
import {
  deepFreeze,
  postListVersion,
  reuseUnderVersion,
  type ReusedKind,
} from './list-version-cache';
import { jsonArray, postJson } from './post-json';
import {
  hasWaitingTarget,
  isDraft,
  isPublished,
  needsAttention,
  newestKindCondition,
  onPlatform,
  type PostListKind,
} from './post-list-kinds';

/** Listing needs only whose posts they are, not the caller's roles and permissions. */
export type PostOwner = Pick<Actor, 'userId'>;

/** One page of posts with `items` as the JSON text of a `Post[]`, ready to send. */
export interface PostPageJson {
  items: string;
  nextCursor: string | null;
}

/**
 * Pages of the owner's posts: all, drafts, published or failed (newest first), or scheduled (soonest first),
 * optionally on one platform, as JSON text ready to send (the REST lists). A page already built
 * under the owner's current list version is served from memory (ADR 0021); otherwise it is built
 * and kept.
 */
export async function listPostsJson(
  deps: CoreDeps,
  { actor: owner, kind, input }: ServiceOptions<PostListInput, PostOwner> & { kind: PostListKind },
): Promise<PostPageJson> {
  const version = await postListVersion(deps, owner.userId);
  return pageText(deps, owner, kind, input, version);
}

/**
 * The same pages as objects (the tRPC lists of the dashboard and Posts & Drafts), reused under the
 * same version: a repeated read parses nothing. The objects are frozen, as every caller shares them.
 */
export async function listPosts(
  deps: CoreDeps,
  { actor: owner, kind, input }: ServiceOptions<PostListInput, PostOwner> & { kind: PostListKind },
): Promise<PostListOutput> {
  const version = await postListVersion(deps, owner.userId);
  return reuseUnderVersion(
    deps,
    PAGE_OBJECTS,
    { userId: owner.userId, key: pageKey(kind, input), version },
    async () => {
      const page = await pageText(deps, owner, kind, input, version);
      return deepFreeze({ items: JSON.parse(page.items) as Post[], nextCursor: page.nextCursor });
    },
  );
}

const PAGE_TEXT: ReusedKind<PostPageJson> = {
  name: 'page-text',
  sizeOf: (page) => page.items.length * 2,
};
// Parsed, a post takes about three times the memory of its JSON text.
const PAGE_OBJECTS: ReusedKind<PostListOutput> = {
  name: 'page-objects',
  sizeOf: (page) => page.items.length * 3_000,
};

function pageKey(kind: PostListKind, input: PostListInput): string {
  return `${kind}|${input.platform ?? ''}|${input.limit}|${input.cursor ?? ''}`;
}

function pageText(
  deps: CoreDeps,
  owner: PostOwner,
  kind: PostListKind,
  input: PostListInput,
  version: number,
): Promise<PostPageJson> {
  return reuseUnderVersion(
    deps,
    PAGE_TEXT,
    { userId: owner.userId, key: pageKey(kind, input), version },
    () =>
      kind === 'scheduled'
        ? listScheduled(deps, owner, input)
        : listNewest(deps, owner, kind, input),
  );
}

/**
 * All, drafts, published or failed, newest first (by creation). Keyset pagination over indexed columns keeps every page fast however
 * many posts there are; each page is one query whose posts PostgreSQL writes as JSON (post-json.ts).
 */
async function listNewest(
  deps: CoreDeps,
  owner: PostOwner,
  kind: Exclude<PostListKind, 'scheduled'>,
  input: PostListInput,
): Promise<PostPageJson> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await deps.db
    .select({ id: posts.id, createdAt: posts.createdAt, json: postJson() })
    .from(posts)
    .where(
      and(
        eq(posts.ownerId, owner.userId),
        newestKindCondition(kind),
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
        isWaiting(),
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

const COUNTS: ReusedKind<PostCounts> = { name: 'counts', sizeOf: () => 100 };

interface PostCounts {
  scheduled: number;
  drafts: number;
  published: number;
  failed: number;
}

/** Posts of the enclosing query for which `condition` holds. */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

/**
 * The tab counts of Posts & Drafts under the platform filter, in one pass over the owner's posts,
 * reused under the list version.
 */
export async function countPosts(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<{ platform?: string | undefined }, PostOwner>,
): Promise<PostCounts> {
  const { platform } = input;
  const version = await postListVersion(deps, owner.userId);
  return reuseUnderVersion(
    deps,
    COUNTS,
    { userId: owner.userId, key: platform ?? '', version },
    async () => {
      const [counts] = await deps.db
        .select({
          scheduled: countWhere(hasWaitingTarget()),
          drafts: countWhere(isDraft()),
          published: countWhere(isPublished()),
          failed: countWhere(needsAttention()),
        })
        .from(posts)
        .where(and(eq(posts.ownerId, owner.userId), platform ? onPlatform(platform) : undefined));
      return Object.freeze(counts ?? { scheduled: 0, drafts: 0, published: 0, failed: 0 });
    },
  );
}
