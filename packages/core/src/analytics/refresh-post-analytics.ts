import { and, eq } from 'drizzle-orm';
import { posts } from '@fanout/db/schema';
import { AppError, REFRESH_NOW_INTERVAL_MS, type RefreshAnalyticsResult } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { POST_NOT_FOUND } from '../posts/find-owned-post';
import { markRefreshRequested } from './analytics-writes';
import { enqueueReads } from './refresh-jobs';

/** What the owner is told when Refresh now comes again too soon. */
export function refreshTooSoon(availableAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 60_000));
  return `Refresh now works once every ${REFRESH_NOW_INTERVAL_MS / 60_000} minutes per post: try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${availableAt.toISOString()}).`;
}

/**
 * "Refresh now" on a post (ADR 0090): every published target of the post (but those no longer on
 * their network) is read now, on the analytics queue, at most once per REFRESH_NOW_INTERVAL_MS
 * per post (429 saying when, otherwise). Such a read moves no round of the schedule. Another
 * user's post is a 404, like a missing one.
 */
export async function refreshPostAnalytics(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<{ id: string }, Pick<Actor, 'userId'>>,
): Promise<RefreshAnalyticsResult> {
  const now = nowOf(deps);
  const marked = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.id), eq(posts.ownerId, owner.userId)));
    if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return markRefreshRequested(
      tx,
      { postId: post.id, ownerId: owner.userId },
      now,
      REFRESH_NOW_INTERVAL_MS,
    );
  });
  if (marked.availableAt) {
    throw new AppError('TOO_MANY_REQUESTS', refreshTooSoon(marked.availableAt, now));
  }
  await enqueueReads(
    deps,
    marked.targetIds.map((targetId) => ({ targetId, round: null })),
  );
  // A post with nothing published yet was not marked: it may be asked again at once.
  const next = marked.marked ? now.getTime() + REFRESH_NOW_INTERVAL_MS : now.getTime();
  return { queued: marked.targetIds.length, refreshAvailableAt: new Date(next).toISOString() };
}
