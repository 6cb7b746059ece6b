import { publishTargetJob } from '@fanout/jobs';
import type { PostTargetRow } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';

/**
 * Hands scheduled targets to the job registry: one job per target, its id the target id, due at
 * the target's time. Called after the transaction that created or moved them has committed; a job
 * lost here is found again by the publishing sweeper, which re-enqueues due targets without one.
 */
export async function enqueueTargets(
  deps: CoreDeps,
  targets: readonly PostTargetRow[],
): Promise<void> {
  for (const target of targets) {
    if (target.state !== 'scheduled') continue;
    try {
      await deps.jobs.enqueue(
        publishTargetJob,
        { targetId: target.id },
        { jobId: target.id, runAt: target.dueAt ?? new Date() },
      );
    } catch (error) {
      deps.logger.error(
        { err: error, targetId: target.id },
        'could not enqueue a target; the sweeper will pick it up',
      );
    }
  }
}

export async function cancelTargets(
  deps: CoreDeps,
  targets: readonly PostTargetRow[],
): Promise<void> {
  for (const target of targets) await deps.jobs.cancel(target.id);
}
