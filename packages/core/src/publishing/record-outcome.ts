import type { Transaction } from '@fanout/db/client';
import { eq } from 'drizzle-orm';
import { postTargetAttempts, type PostTargetRow } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM, PLATFORM_LABELS } from '@fanout/shared';
import type { PublishResult } from '@fanout/platforms';
import { applyCreditChange, chargeKey, refundKey } from '../credits';
import { nowOf, observerOf, type CoreDeps } from '../deps';
import { endRun, type RunEnd } from '../targets';
import { observePublishOutcome } from './observe-publish';
import { enqueueFollowUps } from './follow-up-jobs';
import { publishBatches } from './publish-batches';
import { emitTargetOutcomes } from '../webhooks/target-outcome-events';
import { notifyTargetOutcome } from './notify-target-outcome';
import type { Failure, Run } from './run';

/**
 * Writes how the run ended — the target (only while this run still holds the claim: a run whose
 * lease expired and was taken over cannot overwrite its successor's result, targets/target-writes.ts) and
 * its attempt — and, when the target was written, what follows in the same transaction.
 */
async function finish(
  deps: CoreDeps,
  run: Run,
  end: RunEnd,
  after?: (tx: Transaction, row: PostTargetRow) => Promise<void>,
): Promise<PostTargetRow | null> {
  const now = nowOf(deps);
  const ended = await deps.db.transaction(async (tx) => {
    const row = await endRun(tx, run, end, now);
    await tx
      .update(postTargetAttempts)
      .set({
        finishedAt: now,
        outcome: end.state === 'released' ? 'retry' : end.state,
        errorClass: end.failure.errorClass,
        errorMessage: end.failure.message,
        platformResponseId: null,
      })
      .where(eq(postTargetAttempts.id, run.attemptId));
    if (!row) {
      deps.logger.warn({ targetId: run.target.id }, 'outcome not recorded: the claim was lost');
      return null;
    }
    if (after) await after(tx, row);
    return row;
  });
  if (ended) {
    observePublishOutcome(deps, run, end.state === 'released' ? 'retry' : end.state, end.failure);
  }
  return ended;
}

/** Records the publication while the run holds its claim (batched with other runs: publish-batches.ts). */
export async function markPublished(
  deps: CoreDeps,
  run: Run,
  result: PublishResult,
  options: { followUps: boolean },
): Promise<void> {
  if (!(await publishBatches(deps).markPublished.load({ run, result }))) {
    deps.logger.warn({ targetId: run.target.id }, 'outcome not recorded: the claim was lost');
    return;
  }
  observePublishOutcome(deps, run, 'published', null);
  // Its thread or first comment goes next (ADR 0084); the sweeper starts it if this is lost.
  if (options.followUps) await enqueueFollowUps(deps, [run.target.id]);
}

/** A definitive failure: the platform refused, or retries ran out before the post could exist. Refunds. */
export function markFailed(deps: CoreDeps, run: Run, failure: Failure) {
  const label = PLATFORM_LABELS[run.target.platform];
  return finish(deps, run, { state: 'failed', failure }, async (tx, row) => {
    const refund = await applyCreditChange(tx, {
      userId: row.ownerId,
      amount: CREDITS_PER_PLATFORM,
      kind: 'refund',
      description: `Refund: the post to ${label} failed`,
      reference: row.id,
      idempotencyKey: refundKey(row.id, row.chargeRound),
      // Back into the lots the charge drew from (ADR 0048).
      restores: chargeKey(row.id, row.chargeRound),
    });
    if (refund.applied) {
      observerOf(deps).creditsChanged({ kind: 'refund', amount: CREDITS_PER_PLATFORM });
    }
    await notifyTargetOutcome(tx, row, 'target_failed');
    await emitTargetOutcomes(tx, [row]);
  });
}

/** The answer to the irreversible call was lost and the platform cannot tell: the user must check. Charged. */
export function markUnconfirmed(deps: CoreDeps, run: Run, failure: Failure) {
  return finish(deps, run, { state: 'unconfirmed', failure }, async (tx, row) => {
    await notifyTargetOutcome(tx, row, 'target_unconfirmed');
    await emitTargetOutcomes(tx, [row]);
  });
}

/**
 * A retryable failure before the post exists: keep the claim's state but free it (lease now) and
 * say when it may be tried again (ADR 0033) — its retry schedule's next wait, or the end of its
 * account's rate-limit pause. The claim and the sweeper take it no earlier; the API shows the wait.
 * A temporary failure counts against the retry budget (`retries`); a rate limit does not. The
 * irreversible mark is cleared when the platform confirmed the post does not exist.
 */
export function releaseForRetry(
  deps: CoreDeps,
  run: Run,
  failure: Failure,
  options: { nextTryAt: Date; waitReason: 'retry' | 'rate_limit'; clearIrreversible?: boolean },
) {
  return finish(deps, run, { state: 'released', failure, ...options });
}
