import { Queue, Worker } from 'bullmq';
import { TEST_REDIS_URL, deleteRedisKeys, uniqueJobsPrefix } from './test-redis';

export interface BareBurstFigures {
  jobs: number;
  concurrency: number;
  workMs: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * The baseline of the publishing burst (ADR 0073): bare BullMQ with the same shape, in the same run
 * as `pnpm bench:lateness burst` so both meet the same load. `jobs` delayed jobs due at one instant
 * `leadMs` ahead, one worker with `concurrency`, each job waiting `workMs`; figures are how late
 * each job started (ms after its due time). The same as the shared `bullmq-burst.mjs` tool.
 */
export async function bareBullMqBurst(
  options: { jobs?: number; concurrency?: number; workMs?: number; leadMs?: number } = {},
): Promise<BareBurstFigures> {
  const { jobs = 2_000, concurrency = 2_000, workMs = 200, leadMs = 8_000 } = options;
  const url = new URL(TEST_REDIS_URL);
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    maxRetriesPerRequest: null,
  };
  const prefix = uniqueJobsPrefix();
  const queue = new Queue('bare-burst', { connection, prefix });
  const late: number[] = [];
  const worker = new Worker<{ dueAt: number }>(
    'bare-burst',
    async (job) => {
      late.push(Date.now() - job.data.dueAt);
      await new Promise((resolve) => setTimeout(resolve, workMs));
    },
    { connection, prefix, concurrency },
  );
  try {
    await worker.waitUntilReady();
    const dueAt = Date.now() + leadMs;
    const all = Array.from({ length: jobs }, (_, index) => ({
      name: 'burst',
      data: { dueAt },
      opts: { delay: dueAt - Date.now(), jobId: `burst-${index}`, removeOnComplete: true },
    }));
    for (let from = 0; from < jobs; from += 500) await queue.addBulk(all.slice(from, from + 500));
    while (late.length < jobs) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await worker.close();
    await queue.close();
    await deleteRedisKeys(prefix);
  }
  late.sort((a, b) => a - b);
  const at = (share: number) =>
    late[Math.min(late.length - 1, Math.floor(share * late.length))] ?? 0;
  return { jobs, concurrency, workMs, p50: at(0.5), p99: at(0.99), max: late.at(-1) ?? 0 };
}
