import { and, eq } from 'drizzle-orm';
import { postTargetAttempts, postTargets, type PostTargetRow } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM, type Platform } from '@fanout/shared';
import { PLATFORM_LABELS, type PublishResult } from '@fanout/platforms';
import { applyCreditChange, refundKey } from '../credits';
import { nowOf, type CoreDeps } from '../deps';
import { publishBatches } from './publish-batches';
import { notifyTargetOutcome } from './notify-target-outcome';

/** The run that holds the target: its row as claimed (run_count is the fencing token) and its attempt. */
export interface Run {
  target: PostTargetRow;
  attemptId: string;
}

export interface Failure {
  errorClass: string;
  message: string;
}

type Transaction = Parameters<Parameters<CoreDeps['db']['transaction']>[0]>[0];

/**
 * Writes an outcome only while this run still holds the claim (state publishing, same run count):
 * a run whose lease expired and was taken over cannot overwrite its successor's result.
 */
async function finish(
  deps: CoreDeps,
  run: Run,
  set: Partial<typeof postTargets.$inferInsert>,
  attempt: { outcome: string; failure?: Failure; platformResponseId?: string },
  after?: (tx: Transaction, row: PostTargetRow) => Promise<void>,
): Promise<PostTargetRow | null> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(postTargets)
      .set({ ...set, updatedAt: now })
      .where(
        and(
          eq(postTargets.id, run.target.id),
          eq(postTargets.state, 'publishing'),
          eq(postTargets.runCount, run.target.runCount),
        ),
      )
      .returning();
    await tx
      .update(postTargetAttempts)
      .set({
        finishedAt: now,
        outcome: attempt.outcome,
        errorClass: attempt.failure?.errorClass ?? null,
        errorMessage: attempt.failure?.message ?? null,
        platformResponseId: attempt.platformResponseId ?? null,
      })
      .where(eq(postTargetAttempts.id, run.attemptId));
    if (!row) {
      deps.logger.warn({ targetId: run.target.id }, 'outcome not recorded: the claim was lost');
      return null;
    }
    if (after) await after(tx, row);
    return row;
  });
}

/** Records the publication while the run holds its claim (batched with other runs: publish-batches.ts). */
export async function markPublished(
  deps: CoreDeps,
  run: Run,
  result: PublishResult,
): Promise<void> {
  if (!(await publishBatches(deps).markPublished.load({ run, result }))) {
    deps.logger.warn({ targetId: run.target.id }, 'outcome not recorded: the claim was lost');
  }
}

/** A definitive failure: the platform refused, or retries ran out before the post could exist. Refunds. */
export function markFailed(deps: CoreDeps, run: Run, failure: Failure) {
  const label = PLATFORM_LABELS[run.target.platform as Platform];
  return finish(
    deps,
    run,
    {
      state: 'failed',
      leaseExpiresAt: null,
      errorClass: failure.errorClass,
      errorMessage: failure.message,
    },
    { outcome: 'failed', failure },
    async (tx, row) => {
      await applyCreditChange(tx, {
        userId: row.ownerId,
        amount: CREDITS_PER_PLATFORM,
        kind: 'refund',
        description: `Refund: the post to ${label} failed`,
        reference: row.id,
        idempotencyKey: refundKey(row.id),
      });
      await notifyTargetOutcome(tx, row, 'target_failed');
    },
  );
}

/** The answer to the irreversible call was lost and the platform cannot tell: the user must check. Charged. */
export function markUnconfirmed(deps: CoreDeps, run: Run, failure: Failure) {
  return finish(
    deps,
    run,
    {
      state: 'unconfirmed',
      leaseExpiresAt: null,
      errorClass: failure.errorClass,
      errorMessage: failure.message,
    },
    { outcome: 'unconfirmed', failure },
    (tx, row) => notifyTargetOutcome(tx, row, 'target_unconfirmed'),
  );
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
  return finish(
    deps,
    run,
    {
      leaseExpiresAt: nowOf(deps),
      nextTryAt: options.nextTryAt,
      waitReason: options.waitReason,
      retries: run.target.retries + (options.waitReason === 'retry' ? 1 : 0),
      errorClass: failure.errorClass,
      errorMessage: failure.message,
      ...(options.clearIrreversible ? { irreversibleAt: null } : {}),
    },
    { outcome: 'retry', failure },
  );
}
