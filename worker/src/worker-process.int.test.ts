import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, freePort, type TestDatabase } from '@fanout/db/testing';
import {
  TEST_REDIS_URL,
  countQueueWorkers,
  deleteRedisKeys,
  uniqueJobsPrefix,
} from '@fanout/jobs/testing';
import { spawnWorker, type WorkerProcess } from './testing/spawn-worker';

/** The worker with a data directory of its own, as a deployment gives it one. */
const start = (env: Record<string, string>) =>
  spawnWorker({
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-worker-data-')),
    ...env,
  });

describe('the worker process', () => {
  let database: TestDatabase | undefined;
  let worker: WorkerProcess | undefined;
  const prefix = uniqueJobsPrefix();
  afterEach(async () => {
    await worker?.kill();
    worker = undefined;
    await database?.destroy();
    database = undefined;
    await deleteRedisKeys(prefix);
  });

  it('starts, takes jobs from Redis, and exits 0 on SIGTERM', async () => {
    database = await createTestDatabase();
    worker = start({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      JOBS_KEY_PREFIX: prefix,
      TOKEN_REFRESH_SWEEP_SECONDS: '0',
    });
    const { output } = worker;
    await vi.waitFor(() => expect(output()).toContain('worker ready'), {
      timeout: 30_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect(await countQueueWorkers(prefix)).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });

    expect(await worker.stop()).toEqual({ code: 0, signal: null });
    expect(output()).toContain('worker stopped');
    expect(await countQueueWorkers(prefix)).toBe(0);
  });

  it('serves its metrics on METRICS_PORT, behind the token, and stops them with itself', async () => {
    database = await createTestDatabase();
    const port = await freePort();
    const token = 'worker-metrics-token-0123456789';
    worker = start({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      JOBS_KEY_PREFIX: prefix,
      TOKEN_REFRESH_SWEEP_SECONDS: '0',
      METRICS_PORT: String(port),
      METRICS_TOKEN: token,
    });
    await vi.waitFor(() => expect(worker?.output()).toContain('metrics listening'), {
      timeout: 90_000,
      interval: 100,
    });
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    // The publishing sweep runs at start: its counts, and the queue it reads, are in the scrape.
    await vi.waitFor(
      async () => {
        const text = await (
          await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        ).text();
        expect(text).toContain('fanout_queue_jobs{queue="jobs",state="ready"} 0');
        expect(text).toContain('fanout_sweep_actions_total{sweep="publishing",action="missed"}');
        expect(text).toContain('fanout_process_cpu_seconds_total');
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(await worker.stop()).toEqual({ code: 0, signal: null });
    await expect(fetch(url)).rejects.toThrow();
  }, 120_000);

  it('refuses to start without REDIS_URL, saying what it needs', async () => {
    worker = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect((await worker.exited).code).toBe(1);
    expect(worker.output()).toMatch(/The worker needs REDIS_URL:/);
  });
});
