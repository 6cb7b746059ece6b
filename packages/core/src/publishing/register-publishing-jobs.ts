import { publishFollowUpsJob, publishTargetJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { publishFollowUps } from './publish-follow-ups';
import { publishTarget } from './publish-target';
import { publishingSettings, triesOf } from './publishing-settings';

/** Binds the publishing handlers to `deps.jobs`. Call once per process that runs jobs, before `jobs.start()`. */
export function registerPublishingJobs(deps: CoreDeps): void {
  deps.jobs.register(
    publishTargetJob,
    ({ targetId }, { stopping }) => publishTarget(deps, targetId, stopping),
    {
      // The target's own retry count is the budget for platform failures (it survives crashes and
      // re-enqueues; their waits come back through RunLaterError, ADR 0033); the driver's tries
      // cover our own failures (a database hiccup) with its short backoff.
      attempts: triesOf(publishingSettings(deps)),
    },
  );
  // A thread's replies and first comments (ADR 0084): their waits come back through
  // RunLaterError too, their tries are their own rows'.
  deps.jobs.register(publishFollowUpsJob, ({ targetId }) => publishFollowUps(deps, targetId), {
    attempts: triesOf(publishingSettings(deps)),
  });
}
