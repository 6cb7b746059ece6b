import { aiMediaGenerations } from '@fanout/db/schema';
import { generateMediaJob, startPeriodicSweep } from '@fanout/jobs';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { nowOf, observerOf, type CoreDeps } from '../deps';
import { failMediaGeneration } from './fail-media-generation';

/**
 * A generation running this long has lost its worker (the process died or was stopped mid-run).
 * Every provider call is bounded at 10 minutes (config.ts caps AI_MEDIA_TIMEOUT_SECONDS and
 * GEMINI_VIDEO_MAX_WAIT_SECONDS), storing the file takes seconds: a live job never gets this far.
 */
export const STUCK_RUNNING_MS = 15 * 60_000;
/**
 * A generation queued this long with no job waiting for it never got its job (the enqueue failed
 * after the row was written) or lost it (Redis flushed). One whose job still waits behind a busy
 * queue is left alone, however long it waits.
 */
export const STUCK_QUEUED_MS = 15 * 60_000;
/** Windows of 15 minutes need no finer look than once a minute. */
const SWEEP_INTERVAL_MS = 60_000;
export const STUCK_GENERATION_MESSAGE =
  'Generation did not finish: the worker stopped. Please try again.';
// More than any sensible backlog; the next sweep takes the rest.
const BATCH = 500;

/**
 * One sweep: library generations stuck `running` or `queued` past their window are failed with
 * STUCK_GENERATION_MESSAGE, and their owners told as for any failure. Failing is conditional on
 * the status read, so a generation its job finishes meanwhile is left as the job leaves it.
 */
export async function sweepStuckMediaGenerations(deps: CoreDeps): Promise<{ failed: number }> {
  const now = nowOf(deps).getTime();
  const runningBefore = new Date(now - STUCK_RUNNING_MS);
  const stuck = await deps.db
    .select()
    .from(aiMediaGenerations)
    .where(
      or(
        and(
          eq(aiMediaGenerations.status, 'running'),
          or(
            lt(aiMediaGenerations.startedAt, runningBefore),
            // Rows claimed before started_at existed count from their creation.
            and(
              isNull(aiMediaGenerations.startedAt),
              lt(aiMediaGenerations.createdAt, runningBefore),
            ),
          ),
        ),
        and(
          eq(aiMediaGenerations.status, 'queued'),
          lt(aiMediaGenerations.createdAt, new Date(now - STUCK_QUEUED_MS)),
        ),
      ),
    )
    .limit(BATCH);
  if (stuck.length === 0) return { failed: 0 };

  // Read only when there is a queued candidate: the waiting list can be long.
  const waiting = stuck.some((row) => row.status === 'queued')
    ? new Set(
        (await deps.jobs.waiting())
          .filter((job) => job.name === generateMediaJob.name)
          .map((job) => job.jobId),
      )
    : new Set<string>();
  let failed = 0;
  for (const row of stuck) {
    if (row.status !== 'queued' && row.status !== 'running') continue;
    if (row.status === 'queued' && waiting.has(row.id)) continue;
    if (await failMediaGeneration(deps, row, STUCK_GENERATION_MESSAGE, row.status)) {
      failed += 1;
      deps.logger.warn(
        { generationId: row.id, status: row.status, provider: row.provider },
        'ai media generation stuck: failed by the sweep',
      );
    }
  }
  return { failed };
}

/** Starts the periodic sweep (where jobs run); returns the function that stops it. */
export function startStuckGenerationSweeper(deps: CoreDeps): () => Promise<void> {
  return startPeriodicSweep(deps.logger, {
    name: 'stuck ai generation sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => sweepStuckMediaGenerations(deps),
    onCounts: (name, counts) => observerOf(deps).sweepActions(name, counts),
  });
}
