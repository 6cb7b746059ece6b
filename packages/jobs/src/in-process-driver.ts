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

/** Jobs in this process's memory: for a single server without Redis (ADR 0013). */
export function createInProcessDriver(options: InProcessDriverOptions = {}): JobDriver {
  const concurrency = options.concurrency ?? 4;
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const waiting = new Map<string, Waiting>();
  const ready: string[] = [];
  const running = new Set<Promise<void>>();
  // Ids running now: enqueueing one of them is ignored, as the BullMQ driver ignores an active job.
  const active = new Set<string>();
  let jobs: ReadonlyMap<string, RegisteredJob> | null = null;
  let stopped = false;
  let stopping = new AbortController();

  const arm = (jobId: string, entry: Omit<Waiting, 'timer'>) => {
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, entry.runAt - Date.now()));
    const timer = setTimeout(() => {
      const current = waiting.get(jobId);
      if (!current || current.timer !== timer) return;
      if (current.runAt > Date.now()) return arm(jobId, current);
      ready.push(jobId);
      pump();
    }, delay);
    timer.unref();
    waiting.set(jobId, { ...entry, timer });
  };

  const run = async (jobId: string, entry: Waiting, job: RegisteredJob) => {
    try {
      const payload = parseJobPayload(job.definition, entry.payload);
      await job.handler(payload, { jobId, attempt: entry.attempt, stopping: stopping.signal });
    } catch (error) {
      if (error instanceof RunLaterError) {
        // Jobs in memory end with the process; after a restart the sweeper finds the subject again.
        if (!stopped && !waiting.has(jobId)) arm(jobId, { ...entry, runAt: error.runAt.getTime() });
        return;
      }
      const final = isInvalidPayloadError(error) || entry.attempt >= job.attempts;
      options.onError?.(error, { name: entry.name, jobId, attempt: entry.attempt, final });
      if (!final && !stopped && !waiting.has(jobId)) {
        arm(jobId, {
          name: entry.name,
          payload: entry.payload,
          attempt: entry.attempt + 1,
          runAt: Date.now() + retryDelay(entry.attempt),
        });
      }
    }
  };

  const pump = () => {
    while (!stopped && jobs && running.size < concurrency && ready.length > 0) {
      const jobId = ready.shift() ?? '';
      const entry = waiting.get(jobId);
      if (!entry) continue;
      waiting.delete(jobId);
      const job = jobs.get(entry.name);
      if (!job) {
        options.onError?.(new Error(`No handler registered for job ${entry.name}`), {
          name: entry.name,
          jobId,
          attempt: entry.attempt,
          final: true,
        });
        continue;
      }
      active.add(jobId);
      const promise = run(jobId, entry, job).finally(() => {
        active.delete(jobId);
        running.delete(promise);
        pump();
      });
      running.add(promise);
    }
  };

  return {
    async enqueue(name, payload, { jobId, runAt }: DriverEnqueueOptions) {
      if (active.has(jobId)) {
        options.onSkipped?.({ name, jobId });
        return;
      }
      const existing = waiting.get(jobId);
      if (existing) clearTimeout(existing.timer);
      const index = ready.indexOf(jobId);
      if (index >= 0) ready.splice(index, 1);
      arm(jobId, { name, payload, attempt: 1, runAt: runAt?.getTime() ?? Date.now() });
    },
    async cancel(jobId) {
      const existing = waiting.get(jobId);
      if (!existing) return false;
      clearTimeout(existing.timer);
      waiting.delete(jobId);
      return true;
    },
    async reschedule(jobId, runAt) {
      const existing = waiting.get(jobId);
      if (!existing) return false;
      clearTimeout(existing.timer);
      arm(jobId, { ...existing, runAt: runAt.getTime() });
      return true;
    },
    async waiting() {
      return [...waiting.entries()]
        .map(([jobId, entry]) => ({ jobId, name: entry.name, runAt: new Date(entry.runAt) }))
        .sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
    },
    async pending(jobIds) {
      return jobIds.map((jobId) => waiting.has(jobId) || active.has(jobId));
    },
    start(registered) {
      jobs = registered;
      stopped = false;
      stopping = new AbortController();
      pump();
    },
    async stop() {
      stopped = true;
      stopping.abort();
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      await Promise.all([...running]);
    },
  };
}
