import {
  AppError,
  DRAFT_CANNOT_MOVE,
  ENDED_POST_CANNOT_MOVE,
  PUBLISHED_POST_CANNOT_MOVE,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  SCHEDULED_TIME_REQUIRED,
  type Post,
  type ReschedulePostInput,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { departedTargets, findOwnedPost } from './find-owned-post';
import { enqueueTargets } from './target-jobs';
import { movePostTime } from './move-post-time';
import { toPost } from './to-post';

/**
 * The calendar's drag (ADR 0058): moves a scheduled post to another time with the edit
 * form's rules (a time, in the future), refusing a post that has left for a platform or is a
 * draft. Its targets keep their ids; each waiting target's job moves with it (re-enqueued by
 * target id, so none stays at the old time). A time the user picked is theirs: the queue no
 * longer places the post (ADR 0057).
 */
export async function reschedulePost(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<ReschedulePostInput & { id: string }>,
): Promise<Post> {
  const { id } = input;
  const { post, targets } = await findOwnedPost(deps, actor, id);
  if (departedTargets(targets).length > 0)
    throw new AppError('CONFLICT', PUBLISHED_POST_CANNOT_MOVE);
  if (!targets.some((target) => target.state === 'scheduled')) {
    // A draft is scheduled from the composer; a post that failed or was missed, from its page.
    const drafted = targets.every((target) => target.state === 'draft');
    throw new AppError('BAD_REQUEST', drafted ? DRAFT_CANNOT_MOVE : ENDED_POST_CANNOT_MOVE);
  }
  if (!input.scheduledAt) throw new AppError('BAD_REQUEST', SCHEDULED_TIME_REQUIRED);
  const now = nowOf(deps);
  const at = new Date(input.scheduledAt);
  if (at.getTime() <= now.getTime())
    throw new AppError('BAD_REQUEST', SCHEDULED_TIME_MUST_BE_FUTURE);

  const moved = await deps.db.transaction((tx) => movePostTime(tx, post.id, at, now, 'user'));
  await enqueueTargets(deps, moved);
  return toPost(deps, { ...post, scheduledAt: at });
}
