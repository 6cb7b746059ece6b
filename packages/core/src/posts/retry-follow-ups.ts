import { AppError, PLATFORM_LABELS, type TargetRefInput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { enqueueFollowUps, reopenFailedFollowUps } from '../publishing';
import { findOwnedTargetForUpdate } from './find-owned-target';
import { toRef } from './retry-target';

/**
 * "Retry" on a published target's failed replies or first comment (ADR 0084): they are sent again
 * after the ones already out, in order. Only once the post itself is out; a reply whose answer
 * was lost and could not be confirmed may be on the network already, which the page says before
 * offering this. Nothing failed: 409.
 */
export async function retryFollowUps(
  deps: CoreDeps,
  { actor: owner, input: ref }: ServiceOptions<TargetRefInput, { userId: string }>,
): Promise<{ retried: number }> {
  const target = await deps.db.transaction((tx) =>
    findOwnedTargetForUpdate(tx, owner.userId, toRef(ref)),
  );
  const label = PLATFORM_LABELS[target.platform];
  if (target.state !== 'published') {
    throw new AppError(
      'CONFLICT',
      `The post to ${label} is not published, so its thread or first comment cannot be sent yet.`,
    );
  }
  const retried = await reopenFailedFollowUps(deps, target.id, nowOf(deps));
  if (retried === 0) {
    throw new AppError('CONFLICT', `Nothing to retry: no reply or comment on ${label} failed.`);
  }
  await enqueueFollowUps(deps, [target.id]);
  return { retried };
}
