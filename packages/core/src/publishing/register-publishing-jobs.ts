import { publishTargetJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { publishTarget } from './publish-target';
import { publishingSettings } from './publishing-settings';

/** Binds the publishing handlers to `deps.jobs`. Call once per process that runs jobs, before `jobs.start()`. */
export function registerPublishingJobs(deps: CoreDeps): void {
  deps.jobs.register(
    publishTargetJob,
    ({ targetId }, { stopping }) => publishTarget(deps, targetId, stopping),
    {
      // The target's own run count is the retry budget (it survives crashes and re-enqueues); the
      // driver's attempts only need to cover it.
      attempts: publishingSettings(deps).attempts,
    },
  );
}
