import type { CoreDeps } from '../deps';

/** Binds the publishing handlers to `deps.jobs`. Call once per process that runs jobs, before `jobs.start()`. */
export function registerPublishingJobs(_deps: CoreDeps): void {
  // Filled in by the publishing engine (issue 6).
}
