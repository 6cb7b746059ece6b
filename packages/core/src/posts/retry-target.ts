import { eq } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { posts, type PostTargetRow } from '@fanout/db/schema';
import {
  AppError,
  cannotRetryTarget,
  RETRYABLE_TARGET_STATES,
  type Post,
  type TargetRefInput,
  type TargetState,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { rescheduleTarget } from '../targets';
import { assertCreditsAvailable } from './credit-hold';
import { findOwnedTargetForUpdate } from './find-owned-target';
import { closeChargeRound } from './target-round';
import { enqueueTargets } from './target-jobs';
import { toPost } from './to-post';

/**
 * "Retry" on one failed or missed target (ADR 0054): the owner's target goes back
 * to `scheduled`, due now, with a fresh credit hold (Post Now's rules and message), and its job is
 * enqueued. An unconfirmed target is retried only through the user's answer that it was not
 * published (resolve-unconfirmed-target.ts). Published, publishing, scheduled and draft targets are
 * refused (409): a retry can never publish a target twice. The claim charges it once on success.
 */
export async function retryTarget(
  deps: CoreDeps,
  { actor: owner, input: ref }: ServiceOptions<TargetRefInput, { userId: string }>,
): Promise<Post> {
  const target = await deps.db.transaction(async (tx) => {
    const found = await findOwnedTargetForUpdate(tx, owner.userId, toRef(ref));
    assertRetryable(found.state, RETRYABLE_TARGET_STATES);
    return rescheduleNow(deps, tx, found, 'retry', 'was retried');
  });
  return afterReschedule(deps, target);
}

export function toRef(ref: TargetRefInput): { postId: string; targetId: string } {
  return { postId: ref.id, targetId: ref.targetId };
}

function assertRetryable(state: TargetState, allowed: readonly TargetState[]): void {
  if (!allowed.includes(state)) throw new AppError('CONFLICT', cannotRetryTarget(state));
}

/**
 * Inside the caller's transaction (which holds the target's row lock): closes the target's charge
 * round, checks the credits like Post Now, and moves it back to `scheduled` due now with ONE
 * conditional UPDATE from the transition's states (targets/owner-writes.ts `rescheduleTarget`) — a
 * target that left them meanwhile is refused. The retry schedule, the saved handles and any
 * irreversible mark start over; the attempt log stays.
 */
export async function rescheduleNow(
  deps: CoreDeps,
  tx: Transaction,
  target: PostTargetRow,
  transition: 'retry' | 'retryUnconfirmed',
  refundReason: string,
): Promise<PostTargetRow> {
  const now = nowOf(deps);
  const round = await closeChargeRound(tx, target, refundReason);
  await assertCreditsAvailable(tx, target.ownerId, 1);
  const moved = await rescheduleTarget(tx, target.id, transition, { chargeRound: round, now });
  if (!moved) throw new AppError('CONFLICT', cannotRetryTarget(target.state));
  return moved;
}

/** After the commit: the job goes to the queue (the sweeper finds it if this is lost), and the post. */
export async function afterReschedule(deps: CoreDeps, target: PostTargetRow): Promise<Post> {
  await enqueueTargets(deps, [target]);
  return postOf(deps, target.postId);
}

export async function postOf(deps: CoreDeps, postId: string): Promise<Post> {
  const [post] = await deps.db.select().from(posts).where(eq(posts.id, postId));
  if (!post) throw new AppError('NOT_FOUND', 'Post not found');
  return toPost(deps, post);
}
