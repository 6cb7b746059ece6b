/**
 * Publishing (ARCHITECTURE.md "Publishing exactly once", "Dispatch"): the handler that publishes a due
 * target, and the sweeper that finds targets whose job was lost. Both run wherever jobs run: the
 * worker process with Redis, the server process without.
 */
export { registerPublishingJobs } from './register-publishing-jobs';
export {
  startPublishingSweeper,
  sweepPublishing,
  type PublishingSweeperOptions,
  type SweepResult,
} from './publishing-sweeper';
export { publishingSettings, type PublishingSettings } from './publishing-settings';
export { forgetRateLimitProbes, rememberRateLimit } from './remember-rate-limit';
export { enqueueFollowUps, followUpJobId } from './follow-up-jobs';
export { reopenFailedFollowUps } from './follow-up-writes';
