import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  inArray,
  notExists,
  sql,
} from 'drizzle-orm';
import { posts, postTargets, socialAccounts } from '@fanout/db/schema';
import { type PostListInput, type PostListOutput, type Stats } from '@fanout/shared';
import type { Actor } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { decodeCursor, olderThan, toPage } from '../pagination';
import { toPosts } from './to-post';

const WAITING = ['scheduled', 'publishing'] as const;

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

/**
 * Pages of the actor's posts: all or drafts (newest first), or scheduled (soonest first),
 * optionally on one platform. Keyset pagination over indexed columns keeps every page fast however
 * many posts there are.
 */
export async function listPosts(
  deps: CoreDeps,
  actor: Actor,
  kind: Kind,
  input: PostListInput,
): Promise<PostListOutput> {
  if (kind === 'scheduled') return listScheduled(deps, actor, input);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await deps.db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.ownerId, actor.userId),
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
  return { items: await toPosts(deps, page), nextCursor };
}

/**
 * Scheduled posts, soonest first, read from the waiting targets' partial index in due order
 * (post_targets_waiting_idx): a page touches about `limit` index entries, whatever the library size.
 */
async function listScheduled(
  deps: CoreDeps,
  actor: Actor,
  input: PostListInput,
): Promise<PostListOutput> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const due = await deps.db
    .selectDistinct({ postId: postTargets.postId, dueAt: postTargets.dueAt })
    .from(postTargets)
    .where(
      and(
        eq(postTargets.ownerId, actor.userId),
        // Written as literals: a prepared statement's generic plan cannot match parameters against
        // the partial index's predicate, and would scan every target instead.
        sql`${postTargets.state} in ('scheduled', 'publishing')`,
        input.platform ? eq(postTargets.platform, input.platform) : undefined,
        cursor
          ? sql`(${postTargets.dueAt}, ${postTargets.postId}) > (${cursor.at}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(postTargets.dueAt), asc(postTargets.postId))
    .limit(input.limit + 1);
  const { page, nextCursor } = toPage(due, input.limit, (row) =>
    row.dueAt ? { at: row.dueAt, id: row.postId } : null,
  );
  const ids = page.map((row) => row.postId);
  const rows = ids.length ? await deps.db.select().from(posts).where(inArray(posts.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return { items: await toPosts(deps, ordered), nextCursor };
}

/** The tab counts of Posts & Drafts under the platform filter. */
export async function countPosts(
  deps: CoreDeps,
  actor: Actor,
  platform?: string,
): Promise<{ scheduled: number; drafts: number }> {
  const base = [eq(posts.ownerId, actor.userId), platform ? onPlatform(platform) : undefined];
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

/** Spec 000 §3 stats: posts published this month (UTC), posts waiting to publish, connected accounts. */
export async function getStats(deps: CoreDeps, actor: Actor): Promise<Stats> {
  const now = nowOf(deps);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [published] = await deps.db
    .select({ n: countDistinct(postTargets.postId) })
    .from(postTargets)
    .where(
      and(
        eq(postTargets.ownerId, actor.userId),
        eq(postTargets.state, 'published'),
        gte(postTargets.updatedAt, monthStart),
      ),
    );
  const [waiting] = await deps.db
    .select({ n: countDistinct(postTargets.postId) })
    .from(postTargets)
    .where(and(eq(postTargets.ownerId, actor.userId), inArray(postTargets.state, [...WAITING])));
  const [accounts] = await deps.db
    .select({ n: count() })
    .from(socialAccounts)
    .where(eq(socialAccounts.ownerId, actor.userId));
  return {
    monthlyPosts: published?.n ?? 0,
    scheduledPosts: waiting?.n ?? 0,
    connectedAccounts: accounts?.n ?? 0,
  };
}
