import type { z } from 'zod';
import type { JobDefinition } from './define-job';

export interface EnqueueOptions {
  /** Stable id; enqueueing an id that is already waiting replaces it (one job per target). */
  jobId: string;
  /** When to run; now when absent or in the past. */
  runAt?: Date;
}

/** What the registry hands a driver: the caller's options plus the registration's tries. */
export interface DriverEnqueueOptions extends EnqueueOptions {
  /** Tries in all for this job (from its registration; the default when none is registered). */
  attempts: number;
}

export interface WaitingJob {
  jobId: string;
  name: string;
  runAt: Date;
}

/** How much work waits in a queue, for its metrics (ADR 0072). */
export interface QueueStats {
  /** Due, waiting for a free slot. */
  ready: number;
  /** Waiting for their time. */
  delayed: number;
  /** Running now. */
  running: number;
  /** How long the longest-waiting due job has waited for a slot, in ms; 0 when none waits. */
  oldestReadyMs: number;
}

/** What a handler learns about the run it is in. */
export interface JobContext {
  jobId: string;
  attempt: number;
  /**
   * Aborted when the process starts stopping: a handler that is only waiting should give its job
   * back (RunLaterError) instead of holding up the shutdown.
   */
  stopping: AbortSignal;
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** A registered handler with its definition, as drivers receive it. */
export interface RegisteredJob {
  definition: JobDefinition<string, z.ZodType>;
  handler: JobHandler<unknown>;
  /** Tries in all, including the first (default 3). */
  attempts: number;
}

/**
 * Where jobs wait and run. The in-process driver keeps them in memory (a single server without
 * Redis); the BullMQ driver keeps them in Redis for separate worker processes (ADR 0015). The same
 * handlers run on both, and both pass the same contract tests (`src/testing/job-driver-contract.ts`).
 */
export interface JobDriver {
  /**
   * Schedules a run. An id already waiting is replaced (new payload and time); an id whose job is
   * running right now is left alone, so one id never runs twice at once.
   */
  enqueue(name: string, payload: unknown, options: DriverEnqueueOptions): Promise<void>;
  /** True when a waiting job was removed. */
  cancel(jobId: string): Promise<boolean>;
  /** True when a waiting job was moved. */
  reschedule(jobId: string, runAt: Date): Promise<boolean>;
  /** The jobs waiting to run, soonest first. */
  waiting(): Promise<WaitingJob[]>;
  /**
   * For each id, whether a job under it is still to run or running (not finished, not lost): one
   * cheap look for many ids, so a sweep can re-create only the jobs that are missing.
   */
  pending(jobIds: readonly string[]): Promise<boolean[]>;
  /** Counts of the queue's jobs by state; a few cheap looks whatever the queue's length. */
  stats(): Promise<QueueStats>;
  /** Starts running jobs with these handlers, by job name. */
  start(jobs: ReadonlyMap<string, RegisteredJob>): void;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}
