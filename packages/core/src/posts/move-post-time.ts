import { eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { posts, type PostTargetRow } from '@fanout/db/schema';
import { moveScheduledTargets } from '../targets';

/**
 * A waiting post to another time (the calendar's drag, a re-queue): its row and its targets not
 * yet taken, which keep their ids. Their jobs follow when the caller re-enqueues the returned
 * targets by id (enqueueTargets). A time picked by hand takes the post out of its queue (ADR 0057);
 * the queue itself keeps it there.
 */
export async function movePostTime(
  tx: Executor,
  postId: string,
  at: Date,
  now: Date,
  by: 'user' | 'queue',
): Promise<PostTargetRow[]> {
  await tx
    .update(posts)
    .set({ scheduledAt: at, updatedAt: now, ...(by === 'user' ? { queueGroupId: null } : {}) })
    .where(eq(posts.id, postId));
  return moveScheduledTargets(tx, postId, at, now);
}
