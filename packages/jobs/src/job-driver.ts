import type { z } from 'zod';
import type { JobDefinition } from './define-job';

export interface EnqueueOptions {
  /** Stable id; enqueueing an id that is already waiting replaces it (one job per target). */
  jobId: string;
  /** When to run; now when absent or in the past. */
  runAt?: Date;
}

export interface WaitingJob {
  jobId: string;
  name: string;
  runAt: Date;
}

/** What a handler learns about the run it is in. */
export interface JobContext {
  jobId: string;
  attempt: number;
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
 * Redis); the BullMQ driver (publishing issue) keeps them in Redis for separate workers. The same
 * handlers run on both.
 */
export interface JobDriver {
  enqueue(name: string, payload: unknown, options: EnqueueOptions): Promise<void>;
  /** True when a waiting job was removed. */
  cancel(jobId: string): Promise<boolean>;
  /** True when a waiting job was moved. */
  reschedule(jobId: string, runAt: Date): Promise<boolean>;
  /** The jobs waiting to run, soonest first. */
  waiting(): Promise<WaitingJob[]>;
  /** Starts running jobs with these handlers, by job name. */
  start(jobs: ReadonlyMap<string, RegisteredJob>): void;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}
