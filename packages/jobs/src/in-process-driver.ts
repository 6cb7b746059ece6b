import { isInvalidPayloadError, parseJobPayload } from './define-job';
import type { DriverEnqueueOptions, JobDriver, RegisteredJob } from './job-driver';
import type { JobEvents } from './job-events';
import { retryDelayMs } from './retry-delay';
import { RunLaterError } from './run-later';

interface Waiting {
  name: string;
  payload: unknown;
  runAt: number;
  attempt: number;
  timer: NodeJS.Timeout;
}

export interface InProcessDriverOptions extends JobEvents {
  /** Jobs running at once (default 4). */
  concurrency?: number;
  retryDelay?: (attempt: number) => number;
}

// setTimeout cannot wait longer than ~24.8 days; longer delays are re-armed in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One driver's jobs: waiting (armed timers), ready to run, and running. */
interface InProcessState {
  options: InProcessDriverOptions;
  concurrency: number;
  retryDelay: (attempt: number) => number;
  waiting: Map<string, Waiting>;
  ready: string[];
  running: Set<Promise<void>>;
  // Ids running now: enqueueing one of them is ignored, as the BullMQ driver ignores an active job.
  active: Set<string>;
  jobs: ReadonlyMap<string, RegisteredJob> | null;
  stopped: boolean;
  stopping: AbortController;
}

/** Jobs in this process's memory: for a single server without Redis (ADR 0013). */
export function createInProcessDriver(options: InProcessDriverOptions = {}): JobDriver {
  const state: InProcessState = {
    options,
    concurrency: options.concurrency ?? 4,
    retryDelay: options.retryDelay ?? retryDelayMs,
    waiting: new Map(),
    ready: [],
    running: new Set(),
    active: new Set(),
    jobs: null,
    stopped: false,
    stopping: new AbortController(),
  };
  return {
    enqueue: (name, payload, enqueueOptions) => enqueue(state, name, payload, enqueueOptions),
    cancel: (jobId) => cancel(state, jobId),
    reschedule: (jobId, runAt) => reschedule(state, jobId, runAt),
    waiting: async () =>
      [...state.waiting.entries()]
        .map(([jobId, entry]) => ({ jobId, name: entry.name, runAt: new Date(entry.runAt) }))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime()),
    pending: async (jobIds) =>
      jobIds.map((jobId) => state.waiting.has(jobId) || state.active.has(jobId)),
    stats: async () => inProcessStats(state),
    start: (registered) => {
      state.jobs = registered;
      state.stopped = false;
      state.stopping = new AbortController();
      pump(state);
    },
    stop: async () => {
      state.stopped = true;
      state.stopping.abort();
      for (const entry of state.waiting.values()) clearTimeout(entry.timer);
      await Promise.all([...state.running]);
    },
  };
}

/** Ready: due and waiting for a slot (its timer fired, or it is past its time). */
function inProcessStats(state: InProcessState) {
  const now = Date.now();
  let ready = 0;
  let oldestRunAt = now;
  for (const entry of state.waiting.values()) {
    if (entry.runAt > now) continue;
    ready += 1;
    oldestRunAt = Math.min(oldestRunAt, entry.runAt);
  }
  return {
    ready,
    delayed: state.waiting.size - ready,
    running: state.active.size,
    oldestReadyMs: now - oldestRunAt,
  };
}

function arm(state: InProcessState, jobId: string, entry: Omit<Waiting, 'timer'>): void {
  const delay = Math.min(MAX_TIMER_MS, Math.max(0, entry.runAt - Date.now()));
  const timer = setTimeout(() => {
    const current = state.waiting.get(jobId);
    if (!current || current.timer !== timer) return;
    if (current.runAt > Date.now()) return arm(state, jobId, current);
    state.ready.push(jobId);
    pump(state);
  }, delay);
  timer.unref();
  state.waiting.set(jobId, { ...entry, timer });
}

async function run(
  state: InProcessState,
  jobId: string,
  entry: Waiting,
  job: RegisteredJob,
): Promise<void> {
  try {
    const payload = parseJobPayload(job.definition, entry.payload);
    await job.handler(payload, { jobId, attempt: entry.attempt, stopping: state.stopping.signal });
  } catch (error) {
    if (error instanceof RunLaterError) {
      // Jobs in memory end with the process; after a restart the sweeper finds the subject again.
      if (!state.stopped && !state.waiting.has(jobId)) {
        arm(state, jobId, { ...entry, runAt: error.runAt.getTime() });
      }
      return;
    }
    const final = isInvalidPayloadError(error) || entry.attempt >= job.attempts;
    state.options.onError?.(error, { name: entry.name, jobId, attempt: entry.attempt, final });
    if (!final && !state.stopped && !state.waiting.has(jobId)) {
      arm(state, jobId, {
        name: entry.name,
        payload: entry.payload,
        attempt: entry.attempt + 1,
        runAt: Date.now() + state.retryDelay(entry.attempt),
      });
    }
  }
}

function pump(state: InProcessState): void {
  const { jobs, waiting, ready, running, active } = state;
  while (!state.stopped && jobs && running.size < state.concurrency && ready.length > 0) {
    const jobId = ready.shift() ?? '';
    const entry = waiting.get(jobId);
    if (!entry) continue;
    waiting.delete(jobId);
    const job = jobs.get(entry.name);
    if (!job) {
      state.options.onError?.(new Error(`No handler registered for job ${entry.name}`), {
        name: entry.name,
        jobId,
        attempt: entry.attempt,
        final: true,
      });
      continue;
    }
    active.add(jobId);
    const promise = run(state, jobId, entry, job).finally(() => {
      active.delete(jobId);
      running.delete(promise);
      pump(state);
    });
    running.add(promise);
  }
}

async function enqueue(
  state: InProcessState,
  name: string,
  payload: unknown,
  { jobId, runAt }: DriverEnqueueOptions,
): Promise<void> {
  if (state.active.has(jobId)) {
    state.options.onSkipped?.({ name, jobId });
    return;
  }
  const existing = state.waiting.get(jobId);
  if (existing) clearTimeout(existing.timer);
  const index = state.ready.indexOf(jobId);
  if (index >= 0) state.ready.splice(index, 1);
  arm(state, jobId, { name, payload, attempt: 1, runAt: runAt?.getTime() ?? Date.now() });
}

async function cancel(state: InProcessState, jobId: string): Promise<boolean> {
  const existing = state.waiting.get(jobId);
  if (!existing) return false;
  clearTimeout(existing.timer);
  state.waiting.delete(jobId);
  return true;
}

async function reschedule(state: InProcessState, jobId: string, runAt: Date): Promise<boolean> {
  const existing = state.waiting.get(jobId);
  if (!existing) return false;
  clearTimeout(existing.timer);
  arm(state, jobId, { ...existing, runAt: runAt.getTime() });
  return true;
}
