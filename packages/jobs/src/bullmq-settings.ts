import type { KeepJobs } from 'bullmq';

/** Settings of the BullMQ driver that operators and tests tune (ADR 0015 says why these values). */
export interface BullMqSettings {
  /** Namespaces every key, so several installations (or test runs) share one Redis. */
  prefix: string;
  queueName: string;
  /** Jobs one worker process runs at once. */
  concurrency: number;
  /** A running job's lock lives this long and is renewed at half of it while the worker is alive. */
  lockDurationMs: number;
  /** How often workers look for jobs whose lock expired (their worker died) and run them again. */
  stalledIntervalMs: number;
  /** A job whose worker died more often than this fails instead of running again. */
  maxStalledCount: number;
  /** How long an enqueue waits for a Redis connection before failing (requests must not hang). */
  connectTimeoutMs: number;
}

export const DEFAULT_BULLMQ_SETTINGS: BullMqSettings = {
  prefix: 'fanout',
  queueName: 'jobs',
  concurrency: 4,
  lockDurationMs: 30_000,
  stalledIntervalMs: 15_000,
  maxStalledCount: 2,
  connectTimeoutMs: 2_000,
};

/** Finished jobs are kept a while for inspection, bounded so Redis memory stays flat. */
export const KEEP_COMPLETED: KeepJobs = { age: 24 * 3_600, count: 1_000 };
export const KEEP_FAILED: KeepJobs = { age: 7 * 24 * 3_600, count: 5_000 };

/** The custom backoff type our jobs carry; the worker maps it to `retryDelayMs`. */
export const BACKOFF_TYPE = 'fanout-jitter';
