import { and, eq, inArray } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { QueuedPost, QueuePostInput } from '@fanout/shared/queue';
import type { Actor, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { createPost, type CreationClaim } from '../posts/create-post';
import { queuePlacesOf } from './queue-places';
import { queueGroupOf } from './queue-rules';
import { noFreeSlot, pickFreeSlot } from './taken-slots';

/**
 * Add to Queue (ADR 0057): schedules the post at its group's next free slot (among its best
 * hours when the group uses them, ADR 0091) and says which. The slot is picked again inside the transaction that creates the post, holding the
 * group's row lock, so concurrent calls take turns and each gets its own slot; the first pick,
 * outside, only lets the post's rules be checked against a real time.
 */
export async function addToQueue(
  deps: CoreDeps,
  { actor, input, claim }: ServiceOptions<QueuePostInput> & { claim?: CreationClaim },
): Promise<QueuedPost> {
  const { groupId, ...fields } = input;
  const { group, rules } = await queueGroupOf(deps.db, actor, groupId);
  await assertAccountsInGroup(deps, actor, group, fields.platforms);
  const now = nowOf(deps);
  const places = await queuePlacesOf(deps.db, group, rules, now);
  const first = await pickFreeSlot(deps.db, groupId, places.rules, now);
  if (!first) throw new AppError('BAD_REQUEST', noFreeSlot(group.name));

  const post = await createPost(deps, {
    actor,
    input: { ...fields, status: 'scheduled', scheduledAt: first.toISOString() },
    claim,
    placement: {
      queueGroupId: groupId,
      dueAt: async (tx) => {
        const locked = await queueGroupOf(tx, actor, groupId, { lock: true });
        // The schedule is read again under the lock; the best hours read above stand while the
        // setting does (reading the history again would only lengthen the lock).
        const cells = locked.group.queueBestTimes ? places.rules.cells : undefined;
        const slot = await pickFreeSlot(tx, groupId, { ...locked.rules, cells }, now);
        if (!slot) throw new AppError('BAD_REQUEST', noFreeSlot(group.name));
        return slot;
      },
    },
  });
  if (!post.scheduledAt) throw new AppError('INTERNAL', 'The queued post has no time');
  return { post, slot: post.scheduledAt };
}

/** A queued post goes to the group's accounts only: its slot is that group's. */
async function assertAccountsInGroup(
  deps: CoreDeps,
  actor: Actor,
  group: { id: string; name: string },
  accountIds: readonly string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  const owned = await deps.db
    .select({ id: socialAccounts.id, groupId: socialAccounts.groupId })
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.ownerId, actor.userId), inArray(socialAccounts.id, [...accountIds])),
    );
  if (owned.some((account) => account.groupId !== group.id)) {
    throw new AppError(
      'BAD_REQUEST',
      `Add to Queue posts to one group's accounts: choose only accounts of ${group.name}`,
    );
  }
}
