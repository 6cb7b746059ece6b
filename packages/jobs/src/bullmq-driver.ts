import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  BACKOFF_TYPE,
  type BullMqSettings,
  DEFAULT_BULLMQ_SETTINGS,
  KEEP_COMPLETED,
  KEEP_FAILED,
} from './bullmq-settings';
import { bullMqStats } from './bullmq-stats';
import { isInvalidPayloadError, parseJobPayload } from './define-job';
import type { DriverEnqueueOptions, JobDriver, RegisteredJob, WaitingJob } from './job-driver';
import type { JobEvents } from './job-events';
import {
  connectedWithin,
  createProducerConnection,
  createWorkerConnection,
  type JobsLogger,
  warnUnlessNoEviction,
} from './redis-connections';
import { retryDelayMs } from './retry-delay';
import { RunLaterError } from './run-later';

export interface BullMqDriverOptions extends JobEvents {
  redisUrl: string;
  logger: JobsLogger;
  settings?: Partial<BullMqSettings>;
  retryDelay?: (attempt: number) => number;
}

/** States in which a job has not started yet: it can be replaced, cancelled or moved. */
const NOT_STARTED = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

// BullMQ's delayed set scores a job by its due time in ms × 0x1000 (plus an ordering counter).
const DELAYED_SCORE_FACTOR = 0x1000;

/** One driver's queue, its connections and its worker (once started). */
interface BullMqState {
  options: BullMqDriverOptions;
  settings: BullMqSettings;
  reportError: (source: string) => (error: Error) => void;
  producer: Redis;
  queue: Queue;
  worker: Worker | null;
  workerConnection: Redis | null;
  stopping: Promise<void> | null;
  // Aborted when stop() begins: running handlers that only wait give their jobs back.
  stoppingController: AbortController | null;
}

/**
 * Jobs in Redis through BullMQ (ADR 0015): any process may enqueue, worker processes run them, and
 * a job outlives the process that enqueued it. Same contract as the in-process driver: one job per
 * id, replace on re-enqueue, jittered retries, graceful stop.
 */
export function createBullMqDriver(options: BullMqDriverOptions): JobDriver {
  const state = openQueue(options);
  return {
    enqueue: (name, payload, enqueueOptions) => enqueue(state, name, payload, enqueueOptions),
    cancel: (jobId) => cancel(state, jobId),
    reschedule: (jobId, runAt) => reschedule(state, jobId, runAt),
    waiting: () => waitingJobs(state),
    pending: (jobIds) => pendingJobs(state, jobIds),
    stats: async () => {
      await ready(state);
      return bullMqStats(state.queue);
    },
    start: (jobs) => startWorker(state, jobs),
    stop: () => stop(state),
  };
}

function openQueue(options: BullMqDriverOptions): BullMqState {
  const settings = { ...DEFAULT_BULLMQ_SETTINGS, ...options.settings };
  const { logger } = options;
  const reportError = outageReporter(logger);
  const producer = createProducerConnection(options.redisUrl, settings.prefix);
  producer.on('error', reportError('producer'));
  producer.once('ready', () => void warnUnlessNoEviction(producer, logger));
  const queue = new Queue(settings.queueName, { connection: producer, prefix: settings.prefix });
  queue.on('error', reportError('queue'));
  return {
    options,
    settings,
    reportError,
    producer,
    queue,
    worker: null,
    workerConnection: null,
    stopping: null,
    stoppingController: null,
  };
}

/** Waits for Redis (bounded) and refuses an id that would name one of the queue's own keys. */
async function ready(state: BullMqState, jobId?: string): Promise<void> {
  if (jobId !== undefined && Object.hasOwn(state.queue.keys, jobId)) {
    throw new Error(`Job id "${jobId}" is reserved by the queue; use another id`);
  }
  await connectedWithin(state.producer, state.settings.connectTimeoutMs);
}

function add(
  state: BullMqState,
  job: { name: string; payload: unknown; jobId: string; runAt: number; attempts: number },
) {
  const now = Date.now();
  return state.queue.add(job.name, job.payload, {
    jobId: job.jobId,
    // Our clock for both, so the due time is exactly runAt.
    timestamp: now,
    delay: Math.max(0, job.runAt - now),
    attempts: job.attempts,
    backoff: { type: BACKOFF_TYPE },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: KEEP_FAILED,
  });
}

/** Removes a job that has not started; false when a worker took it meanwhile. */
async function removeIfNotStarted(state: BullMqState, job: Job): Promise<boolean> {
  if (!NOT_STARTED.has(await job.getState())) return false;
  return (await state.queue.remove(job.id ?? '')) === 1;
}

async function enqueue(
  state: BullMqState,
  name: string,
  payload: unknown,
  { jobId, runAt, attempts }: DriverEnqueueOptions,
): Promise<void> {
  const { queue } = state;
  await ready(state, jobId);
  const existing = await queue.getJob(jobId);
  if (existing) {
    const jobState = await existing.getState();
    // A finished job keeps its id in Redis for a while; BullMQ would ignore a new job with it.
    const removable =
      NOT_STARTED.has(jobState) || jobState === 'completed' || jobState === 'failed';
    if (jobState === 'active' || (removable && (await queue.remove(jobId)) !== 1)) {
      state.options.onSkipped?.({ name, jobId });
      return;
    }
  }
  await add(state, { name, payload, jobId, runAt: runAt?.getTime() ?? Date.now(), attempts });
}

async function cancel(state: BullMqState, jobId: string): Promise<boolean> {
  await ready(state, jobId);
  const job = await state.queue.getJob(jobId);
  return job ? removeIfNotStarted(state, job) : false;
}

async function reschedule(state: BullMqState, jobId: string, runAt: Date): Promise<boolean> {
  await ready(state, jobId);
  const job = await state.queue.getJob(jobId);
  if (!job) return false;
  if ((await job.getState()) === 'delayed') {
    try {
      // Keeps the job, its payload and the tries it already made.
      await job.changeDelay(Math.max(0, runAt.getTime() - Date.now()));
      return true;
    } catch {
      return false; // a worker took it meanwhile
    }
  }
  if (!(await removeIfNotStarted(state, job))) return false;
  const attempts = job.opts.attempts ?? 1;
  await add(state, { name: job.name, payload: job.data, jobId, runAt: runAt.getTime(), attempts });
  return true;
}

async function waitingJobs(state: BullMqState): Promise<WaitingJob[]> {
  const { queue } = state;
  await ready(state);
  const [due, delayed] = await Promise.all([
    queue.getJobs(['waiting', 'prioritized'], 0, -1, true),
    queue.getJobs(['delayed'], 0, -1, true),
  ]);
  const scores = delayed.length
    ? await state.producer.zmscore(queue.toKey('delayed'), ...delayed.map((job) => job.id ?? ''))
    : [];
  const now = Date.now();
  const jobs: WaitingJob[] = [
    ...due.map((job) => ({
      jobId: job.id ?? '',
      name: job.name,
      runAt: new Date(Math.min(now, job.timestamp + job.delay)),
    })),
    ...delayed.map((job, index) => ({
      jobId: job.id ?? '',
      name: job.name,
      runAt: new Date(Math.floor(Number(scores[index] ?? 0) / DELAYED_SCORE_FACTOR)),
    })),
  ];
  return jobs.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

async function pendingJobs(state: BullMqState, jobIds: readonly string[]): Promise<boolean[]> {
  if (jobIds.length === 0) return [];
  await ready(state);
  // One round trip for all ids: a job's hash exists until it is removed, and gets finishedOn
  // when it completes or fails for good (waiting, delayed, retrying or active jobs have none).
  const pipeline = state.producer.pipeline();
  for (const jobId of jobIds) pipeline.hmget(state.queue.toKey(jobId), 'timestamp', 'finishedOn');
  const answers = (await pipeline.exec()) ?? [];
  return jobIds.map((_, index) => {
    const [error, fields] = answers[index] ?? [null, null];
    if (error) throw error;
    const [timestamp, finishedOn] = (fields as Array<string | null> | null) ?? [null, null];
    return timestamp !== null && finishedOn === null;
  });
}

function startWorker(state: BullMqState, jobs: ReadonlyMap<string, RegisteredJob>): void {
  if (state.worker) return;
  const { options, settings, reportError } = state;
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const connection = createWorkerConnection(options.redisUrl, settings.prefix);
  connection.on('error', reportError('worker connection'));
  state.workerConnection = connection;
  state.stoppingController = new AbortController();
  const worker = new Worker(
    settings.queueName,
    createProcessor(jobs, options, state.stoppingController.signal),
    {
      connection,
      prefix: settings.prefix,
      concurrency: settings.concurrency,
      lockDuration: settings.lockDurationMs,
      stalledInterval: settings.stalledIntervalMs,
      maxStalledCount: settings.maxStalledCount,
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
      // BullMQ passes the tries made so far (1 after the first failure), as retryDelay expects.
      settings: { backoffStrategy: (attemptsMade) => retryDelay(attemptsMade) },
    },
  );
  state.worker = worker;
  worker.on('error', reportError('worker'));
  worker.on('stalled', (jobId) =>
    options.logger.warn({ jobId }, 'job stalled (its worker stopped); it runs again'),
  );
  worker.on('failed', (job, error) => {
    // Failures the handler threw were reported by the processor; this catches the rest
    // (a job that stalled too often).
    if (!job || REPORTED.has(error)) return;
    options.onError?.(error, {
      name: job.name,
      jobId: job.id ?? '',
      attempt: job.attemptsMade,
      final: true,
    });
  });
}

function stop(state: BullMqState): Promise<void> {
  state.stoppingController?.abort();
  state.stopping ??= (async () => {
    // close() waits for running jobs to finish; waiting jobs stay in Redis for the next worker.
    await state.worker?.close();
    await state.queue.close();
    state.workerConnection?.disconnect();
    state.producer.disconnect();
  })();
  return state.stopping;
}

const REPORTED = new WeakSet<Error>();

function createProcessor(
  jobs: ReadonlyMap<string, RegisteredJob>,
  events: JobEvents,
  stopping: AbortSignal,
) {
  return async (job: Job, token?: string): Promise<void> => {
    const jobId = job.id ?? '';
    const attempt = job.attemptsMade + 1;
    const registered = jobs.get(job.name);
    try {
      if (!registered) throw new UnrecoverableError(`No handler registered for job ${job.name}`);
      const payload = parseJobPayload(registered.definition, job.data);
      await registered.handler(payload, { jobId, attempt, stopping });
    } catch (thrown) {
      if (thrown instanceof RunLaterError) {
        // Back to delayed under its id, without using a try (BullMQ's documented pattern).
        await job.moveToDelayed(thrown.runAt.getTime(), token);
        throw new DelayedError();
      }
      const unrecoverable = thrown instanceof UnrecoverableError || isInvalidPayloadError(thrown);
      const final = unrecoverable || attempt >= (job.opts.attempts ?? 1);
      events.onError?.(thrown, { name: job.name, jobId, attempt, final });
      let error = thrown instanceof Error ? thrown : new Error(String(thrown));
      // BullMQ retries any error but this one; an invalid payload would fail the same way again.
      if (unrecoverable && !(error instanceof UnrecoverableError)) {
        error = new UnrecoverableError(error.message);
      }
      REPORTED.add(error);
      throw error;
    }
  };
}

/** Logs the first error of an outage and the recovery, not every reconnect attempt in between. */
function outageReporter(logger: JobsLogger) {
  return (source: string) => {
    let down = false;
    return (error: Error) => {
      if (down) return;
      down = true;
      logger.error({ err: error, source }, 'Redis error in the job queue; reconnecting');
      setTimeout(() => (down = false), 60_000).unref();
    };
  };
}
