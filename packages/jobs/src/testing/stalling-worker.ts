/**
 * A worker process that takes one job and never finishes it, for the test that kills it with
 * SIGKILL: `node --import tsx stalling-worker.ts <redisUrl> <prefix>`. It prints `running <jobId>`
 * once the handler has started.
 */
import { z } from 'zod';
import { createBullMqDriver } from '../bullmq-driver';
import { defineJob } from '../define-job';
import { createJobRegistry } from '../job-registry';

const [redisUrl = '', prefix = ''] = process.argv.slice(2);
const job = defineJob({ name: 'test.hang', payload: z.object({ id: z.string() }) });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const registry = createJobRegistry(
  createBullMqDriver({
    redisUrl,
    logger: silent,
    settings: { prefix, lockDurationMs: 1_000, stalledIntervalMs: 500 },
  }),
);
registry.register(job, async ({ id }) => {
  process.stdout.write(`running ${id}\n`);
  await new Promise(() => undefined);
});
registry.start();
