export { defineJob, parseJobPayload, type JobDefinition } from './define-job';
export type {
  DriverEnqueueOptions,
  EnqueueOptions,
  JobContext,
  JobDriver,
  JobHandler,
  QueueStats,
  RegisteredJob,
  WaitingJob,
} from './job-driver';
export type { JobEvents } from './job-events';
export { createJobRegistry, type JobRegistry } from './job-registry';
export { createInProcessDriver, type InProcessDriverOptions } from './in-process-driver';
export { createBullMqDriver, type BullMqDriverOptions } from './bullmq-driver';
export { DEFAULT_BULLMQ_SETTINGS, type BullMqSettings } from './bullmq-settings';
export type { JobsLogger } from './redis-connections';
export { startPeriodicSweep, type PeriodicSweep } from './periodic-sweep';
export { retryDelayMs } from './retry-delay';
export { RunLaterError } from './run-later';
export {
  deliverWebhookJob,
  generateMediaJob,
  publishFollowUpsJob,
  publishTargetJob,
  refreshAnalyticsJob,
} from './jobs-catalog';
