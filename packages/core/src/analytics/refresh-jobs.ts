import { refreshAnalyticsJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import type { FiguresRead } from './read-target-figures';

/**
 * A read's job id: one per target and round, so handing the same read out twice (its lease ran
 * out while its job still waited) replaces the waiting job instead of adding one; a read its
 * owner asked for has its own id, apart from the schedule's.
 */
export function refreshJobId({ targetId, round }: FiguresRead): string {
  return `analytics-${targetId}-${round === null ? 'now' : String(round)}`;
}

/** Adds at most this many jobs at once (one Redis round trip each). */
const ENQUEUE_AT_ONCE = 50;

/** Puts the reads on the analytics queue, to run now. */
export async function enqueueReads(deps: CoreDeps, reads: readonly FiguresRead[]): Promise<void> {
  for (let from = 0; from < reads.length; from += ENQUEUE_AT_ONCE) {
    await Promise.all(
      reads
        .slice(from, from + ENQUEUE_AT_ONCE)
        .map((read) =>
          deps.analyticsJobs.enqueue(refreshAnalyticsJob, read, { jobId: refreshJobId(read) }),
        ),
    );
  }
}
