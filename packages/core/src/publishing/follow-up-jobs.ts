import { publishFollowUpsJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';

/** The follow-ups job's id: apart from the target's own publishing job (whose id is the target's). */
export function followUpJobId(targetId: string): string {
  return `follow-ups-${targetId}`;
}

/** Starts (or, if one waits, moves up) the follow-ups job of each published target. */
export async function enqueueFollowUps(
  deps: CoreDeps,
  targetIds: readonly string[],
  runAt?: Date,
): Promise<void> {
  for (const targetId of targetIds) {
    await deps.jobs.enqueue(
      publishFollowUpsJob,
      { targetId },
      { jobId: followUpJobId(targetId), ...(runAt ? { runAt } : {}) },
    );
  }
}
