import type { Transaction } from '@fanout/db/client';
import { AppError, type CreatePostInput, type Post } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { assertCreditsAvailable } from './credit-hold';
import { enqueueTargets } from './target-jobs';
import { insertPosts } from './insert-posts';
import { checkedPost } from './post-parts';
import { toPost } from './to-post';

/** A time picked inside the creating transaction: a queue's slot (queue/add-to-queue.ts). */
export interface QueuePlacement {
  queueGroupId: string;
  dueAt: (tx: Transaction) => Promise<Date>;
}

/**
 * Runs first inside the creating transaction; throwing there creates nothing. A feed item claims
 * its row here, so the item and its post are written together or not at all (ADR 0096).
 */
export type CreationClaim = (tx: Transaction) => Promise<void>;

/**
 * Saves a draft, schedules, or publishes now (spec 000 §7 POST /api/posts). Every rule of spec 000 §5
 * is checked on the server with the caller's own accounts and media; scheduling and publishing also
 * need the credits, checked and held in the same transaction that creates the targets.
 */
export async function createPost(
  deps: CoreDeps,
  {
    actor,
    input,
    placement,
    claim,
  }: ServiceOptions<CreatePostInput> & {
    placement?: QueuePlacement | undefined;
    claim?: CreationClaim | undefined;
  },
): Promise<Post> {
  const now = nowOf(deps);
  const { accounts, isDraft, dueAt: checkedDueAt } = await checkedPost(deps, actor, input, now);
  const { post, targets } = await deps.db.transaction(async (tx) => {
    if (claim) await claim(tx);
    const dueAt = placement ? await placement.dueAt(tx) : checkedDueAt;
    if (!isDraft) await assertCreditsAvailable(tx, actor.userId, accounts.length);
    const [written] = await insertPosts(tx, actor, [
      { input, accounts, isDraft, dueAt, queueGroupId: placement?.queueGroupId ?? null },
    ]);
    if (!written) throw new AppError('INTERNAL', 'The post could not be saved');
    return written;
  });
  await enqueueTargets(deps, targets);
  deps.logger.info({ postId: post.id, targets: targets.length, draft: isDraft }, 'post created');
  return toPost(deps, post);
}
