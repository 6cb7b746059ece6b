import { publishTargetJob } from '@fanout/jobs';
import type { PostTargetRow } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { publishingSettings } from '../publishing/publishing-settings';

/**
 * Hands scheduled targets to the job registry: one job per target, its id the target id, starting
 * a little before the target's time (the job waits for it). Called after the transaction that created or moved them has committed; a job
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
        { jobId: target.id, runAt: jobStart(deps, target.dueAt) },
      );
    } catch (error) {
      deps.logger.error(
        { err: error, targetId: target.id },
        'could not enqueue a target; the sweeper will pick it up',
      );
    }
  }
}

/** A target's job starts ahead of its time and waits for it (publishing-settings.ts, ADR 0027). */
export function jobStart(deps: CoreDeps, dueAt: Date | null): Date {
  if (!dueAt) return new Date();
  return new Date(dueAt.getTime() - publishingSettings(deps).prepareLeadMs);
}

export async function cancelTargets(
  deps: CoreDeps,
  targets: readonly PostTargetRow[],
): Promise<void> {
  for (const target of targets) await deps.jobs.cancel(target.id);
}
