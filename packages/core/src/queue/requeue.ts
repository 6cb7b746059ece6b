import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { posts, postTargets, type PostTargetRow } from '@fanout/db/schema';
import { nextFreeSlot } from '@fanout/shared/queue';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { enqueueTargets } from '../posts/target-jobs';
import { movePostTime } from '../posts/move-post-time';
import { queuePlacesOf } from './queue-places';
import { queueGroupOf } from './queue-rules';
import { takenSlots } from './taken-slots';

/**
 * Re-queue (ADR 0057): the user asked to put the group's queued posts into the slots of
 * its current schedule (its best hours when it uses them, ADR 0091). They keep their order and take the earliest free slots, beside the
 * group's other posts; a post whose targets have started is left where it is. Holding the group
 * lock, like Add to Queue; each moved target's job moves with it (by target id).
 */
export async function requeue(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ groupId: string }>,
): Promise<{ moved: number; message: string }> {
  const { groupId } = input;
  const now = nowOf(deps);
  const { movedPosts, targets } = await deps.db.transaction(async (tx) => {
    const locked = await queueGroupOf(tx, actor, groupId, { lock: true });
    const { rules } = await queuePlacesOf(tx, locked.group, locked.rules, now);
    const queued = await tx
      .select({ id: posts.id, scheduledAt: posts.scheduledAt })
      .from(posts)
      .where(
        and(
          eq(posts.ownerId, actor.userId),
          eq(posts.queueGroupId, groupId),
          gt(posts.scheduledAt, now),
          sql`not exists (select 1 from ${postTargets} where ${postTargets.postId} = ${posts.id}
              and ${postTargets.state} <> 'scheduled')`,
        ),
      )
      .orderBy(asc(posts.scheduledAt), asc(posts.createdAt))
      .for('update');
    const taken = await takenSlots(tx, groupId, now, { except: queued.map((post) => post.id) });
    const targets: PostTargetRow[] = [];
    let movedPosts = 0;
    for (const post of queued) {
      const slot = nextFreeSlot(rules, now, taken);
      if (!slot) break;
      taken.add(slot.getTime());
      if (slot.getTime() === post.scheduledAt?.getTime()) continue;
      targets.push(...(await movePostTime(tx, post.id, slot, now, 'queue')));
      movedPosts += 1;
    }
    return { movedPosts, targets };
  });
  await enqueueTargets(deps, targets);
  deps.logger.info({ groupId, moved: movedPosts }, 'queue re-queued');
  const message =
    movedPosts === 0
      ? 'Every queued post is already in a slot of the schedule.'
      : `${movedPosts} queued ${movedPosts === 1 ? 'post was' : 'posts were'} moved to the schedule's slots.`;
  return { moved: movedPosts, message };
}
