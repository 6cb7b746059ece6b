import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_BULLMQ_SETTINGS } from '../bullmq-settings';

/** The one place jobs tests read the environment: the Redis they may use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own per test, so tests running in parallel never see each other's jobs. */
export function uniqueJobsPrefix(): string {
  return `fanout-test-${randomUUID().slice(0, 8)}`;
}

/** Deletes every key under `prefix` (SCAN, never KEYS: the Redis may be shared). */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { lazyConnect: true });
  await client.connect();
  try {
    for await (const keys of client.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await client.del(...(keys as string[]));
    }
  } finally {
    client.disconnect();
  }
}

/** Worker processes connected to the queue under `prefix` (BullMQ names their connections). */
export async function countQueueWorkers(prefix: string, url = TEST_REDIS_URL): Promise<number> {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue(DEFAULT_BULLMQ_SETTINGS.queueName, { connection, prefix });
  try {
    return await queue.getWorkersCount();
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
