import type { Transaction } from '@fanout/db/client';
import { postTargetAttempts, type PostTargetRow } from '@fanout/db/schema';
import {
  AppError,
  ONLY_UNCONFIRMED_RESOLVED,
  type Post,
  type ResolveTargetInput,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { markPublishedByUser as markPublished } from '../targets';
import { findOwnedTargetForUpdate } from './find-owned-target';
import { afterReschedule, postOf, rescheduleNow, toRef } from './retry-target';

/**
 * The user's answer for an unconfirmed target (ADR 0054). "It was published"
 * marks it published with the link they give, if any, without calling the platform; its charge,
 * taken at the claim and kept when it became unconfirmed, stands as the publication's. "It was not
 * published, retry" refunds that charge and retries it like Retry (retry-target.ts), so it is
 * charged again only when the new run publishes. Either answer is written to the attempt log.
 */
export async function resolveUnconfirmedTarget(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<ResolveTargetInput, { userId: string }>,
): Promise<Post> {
  const outcome = await deps.db.transaction(async (tx) => {
    const target = await findOwnedTargetForUpdate(tx, owner.userId, toRef(input));
    if (target.state !== 'unconfirmed') throw new AppError('CONFLICT', ONLY_UNCONFIRMED_RESOLVED);
    await logAnswer(deps, tx, target.id, input.published);
    if (input.published) {
      await markPublishedByUser(deps, tx, target, input.url);
      return { target, retried: false };
    }
    const moved = await rescheduleNow(deps, tx, target, 'retryUnconfirmed', 'was not published');
    return { target: moved, retried: true };
  });
  if (outcome.retried) return afterReschedule(deps, outcome.target);
  return postOf(deps, outcome.target.postId);
}

async function markPublishedByUser(
  deps: CoreDeps,
  tx: Transaction,
  target: PostTargetRow,
  url: string | undefined,
): Promise<void> {
  const now = nowOf(deps);
  const marked = await markPublished(
    tx,
    target.id,
    url === undefined || url === '' ? null : url,
    now,
  );
  if (!marked) throw new AppError('CONFLICT', ONLY_UNCONFIRMED_RESOLVED);
}

/** The attempt log keeps the user's answer beside the platform's (outcome `user_published` / `user_not_published`). */
async function logAnswer(
  deps: CoreDeps,
  tx: Transaction,
  targetId: string,
  published: boolean,
): Promise<void> {
  const now = nowOf(deps);
  await tx.insert(postTargetAttempts).values({
    targetId,
    startedAt: now,
    finishedAt: now,
    outcome: published ? 'user_published' : 'user_not_published',
  });
}
