import { generateMediaJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { runMediaGeneration } from './run-media-generation';

const MEDIA_GENERATIONS_AT_ONCE = 2;

/** Binds the AI handlers to `deps.jobs`. Call once per process that runs jobs, before `jobs.start()`. */
export function registerAiJobs(deps: CoreDeps): void {
  // One attempt: the handler records every failure itself, and a retry would pay for media twice.
  deps.jobs.register(
    generateMediaJob,
    ({ generationId }) => runMediaGeneration(deps, generationId),
    {
      attempts: 1,
      // Media is made in memory (sharp, ffmpeg, downloads): a few at a time, whatever the
      // worker's concurrency (which is high for publishing jobs that mostly wait; ADR 0027).
      concurrency: MEDIA_GENERATIONS_AT_ONCE,
    },
  );
}
