export { defineJob, parseJobPayload, type JobDefinition } from './define-job';
export type {
  EnqueueOptions,
  JobContext,
  JobDriver,
  JobHandler,
  RegisteredJob,
} from './job-driver';
export { createJobRegistry, type JobRegistry } from './job-registry';
export { createInProcessDriver, type InProcessDriverOptions } from './in-process-driver';
export { retryDelayMs } from './retry-delay';
export { publishTargetJob } from './jobs-catalog';
