import { eq } from 'drizzle-orm';
import { postTargetAttempts } from '@fanout/db/schema';
import { nowOf, type CoreDeps } from '../deps';
import { clearIrreversible, giveBackUnsent } from '../targets';
import { dueClock } from './due-clock';
import { publishBatches } from './publish-batches';
import { ClaimLostError, type Run } from './run';

/**
 * Saves an adapter's handle while the claim holds; throws ClaimLostError otherwise, so a stale run
 * never goes on with work (a container, an upload) that its successor does not know about.
 */
export async function saveHandleWhileHeld(
  deps: CoreDeps,
  run: Run,
  name: string,
  value: string,
): Promise<void> {
  const saved = await publishBatches(deps).saveHandle.load({ run, name, value });
  if (!saved) throw new ClaimLostError(run.target.id);
}

/**
 * Marks the irreversible call as started — only while the claim holds — and renews the lease, so no
 * successor can claim the target between this check and the call. A run that was taken over
 * meanwhile gets ClaimLostError and must not make the call: its successor publishes instead.
 *
 * The answer itself can come back late (the process was paused right after the UPDATE): with less
 * than half the renewed lease left, a successor could claim the target while the call is still on
 * its way, so the run gives the target back unsent (fenced, nothing was called) and stops.
 */
export async function markIrreversibleWhileHeld(
  deps: CoreDeps,
  run: Run,
  leaseMs: number,
  handles: Readonly<Record<string, string>> = {},
): Promise<void> {
  const leaseUntil = await publishBatches(deps).markIrreversible.load({ run, handles });
  if (!leaseUntil) throw new ClaimLostError(run.target.id);
  await giveBackIfLate(deps, run, leaseUntil, leaseMs);
  // Claimed ahead of its time (ADR 0079): the call itself waits for the time, then looks again.
  const callAt = run.target.dueAt;
  const now = nowOf(deps);
  if (callAt && callAt.getTime() > now.getTime()) {
    await dueClock(deps).until(callAt, now);
    await giveBackIfLate(deps, run, leaseUntil, leaseMs);
  }
}

/** With less than half the renewed lease left, a successor could claim the target meanwhile. */
async function giveBackIfLate(deps: CoreDeps, run: Run, leaseUntil: Date, leaseMs: number) {
  if (nowOf(deps).getTime() > leaseUntil.getTime() - leaseMs / 2) {
    await giveBackUnsent(deps.db, run, nowOf(deps));
    throw new ClaimLostError(run.target.id);
  }
}

/** Clears the irreversible mark once the platform said the post does not exist (own claim only). */
export async function clearIrreversibleWhileHeld(deps: CoreDeps, run: Run): Promise<void> {
  if (!(await clearIrreversible(deps.db, run))) throw new ClaimLostError(run.target.id);
}

/** Closes the attempt of a run that lost its claim; the target is its successor's to finish. */
export async function abandonAttempt(deps: CoreDeps, run: Run): Promise<void> {
  await deps.db
    .update(postTargetAttempts)
    .set({
      finishedAt: nowOf(deps),
      outcome: 'claim_lost',
      errorClass: 'claim_lost',
      errorMessage: 'The lease expired before the run finished; another run took the target over.',
    })
    .where(eq(postTargetAttempts.id, run.attemptId));
  deps.logger.warn({ targetId: run.target.id }, 'publishing run stopped: its claim was lost');
}
