import type { z } from 'zod';
import { parseJobPayload, type JobDefinition } from './define-job';
import { limitConcurrency } from './limit-concurrency';
import type { JobDriver, JobHandler, QueueStats, RegisteredJob, WaitingJob } from './job-driver';

export interface JobRegistry {
  /** Binds a handler to a definition (once per name). */
  register<Payload extends z.ZodType>(
    definition: JobDefinition<string, Payload>,
    handler: JobHandler<z.infer<Payload>>,
    options?: {
      attempts?: number;
      /** Runs of this job at once in one process, below the process's own concurrency (default: no limit). */
      concurrency?: number;
    },
  ): void;
  /** The one way to start work later: the payload is type-checked here and validated now. */
  enqueue<Payload extends z.ZodType>(
    definition: JobDefinition<string, Payload>,
    payload: z.infer<Payload>,
    options: { jobId: string; runAt?: Date },
  ): Promise<void>;
  cancel(jobId: string): Promise<boolean>;
  reschedule(jobId: string, runAt: Date): Promise<boolean>;
  waiting(): Promise<WaitingJob[]>;
  /** For each id: a job under it waits or runs (see JobDriver.pending). */
  pending(jobIds: readonly string[]): Promise<boolean[]>;
  /** Counts of the queue's jobs by state (see JobDriver.stats). */
  stats(): Promise<QueueStats>;
  start(): void;
  stop(): Promise<void>;
}

const DEFAULT_ATTEMPTS = 3;

export function createJobRegistry(driver: JobDriver): JobRegistry {
  const jobs = new Map<string, RegisteredJob>();
  return {
    register(definition, handler, options) {
      if (jobs.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
      jobs.set(definition.name, {
        definition,
        handler: (options?.concurrency
          ? limitConcurrency(options.concurrency, handler)
          : handler) as RegisteredJob['handler'],
        attempts: options?.attempts ?? DEFAULT_ATTEMPTS,
      });
    },
    async enqueue(definition, payload, options) {
      // Refuse a bad payload at the call site, where the mistake is, not later in a worker.
      const parsed = parseJobPayload(definition, payload);
      // A queue in Redis stores the tries with the job: the process that enqueues may not run it.
      const attempts = jobs.get(definition.name)?.attempts ?? DEFAULT_ATTEMPTS;
      await driver.enqueue(definition.name, parsed, { ...options, attempts });
    },
    cancel: (jobId) => driver.cancel(jobId),
    reschedule: (jobId, runAt) => driver.reschedule(jobId, runAt),
    waiting: () => driver.waiting(),
    pending: (jobIds) => driver.pending(jobIds),
    stats: () => driver.stats(),
    start: () => driver.start(jobs),
    stop: () => driver.stop(),
  };
}
