import { refreshAnalyticsJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { readTargetFigures } from './read-target-figures';

/**
 * Binds the figures read to `deps.analyticsJobs`. Call once per process that runs or enqueues
 * analytics jobs, before `analyticsJobs.start()`. A network's refusals never fail the job (the
 * schedule in the row tries again); the driver's tries cover our own failures (a database hiccup).
 */
export function registerAnalyticsJobs(deps: CoreDeps): void {
  deps.analyticsJobs.register(refreshAnalyticsJob, (read) => readTargetFigures(deps, read), {
    attempts: 3,
  });
}
