import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import {
  TEST_REDIS_URL,
  countQueueWorkers,
  deleteRedisKeys,
  uniqueJobsPrefix,
} from '@fanout/jobs/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real worker process, started as `pnpm worker` starts it. */
function spawnWorker(env: Record<string, string>): WorkerProcess {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
    cwd: ROOT,
    // Only what is set here: nothing from the developer's shell leaks into the worker.
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-worker-data-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => log, exited };
}

describe('the worker process', () => {
  let database: TestDatabase | undefined;
  let worker: WorkerProcess | undefined;
  const prefix = uniqueJobsPrefix();
  afterEach(async () => {
    worker?.child.kill('SIGKILL');
    worker = undefined;
    await database?.destroy();
    database = undefined;
    await deleteRedisKeys(prefix);
  });

  it('starts, takes jobs from Redis, and exits 0 on SIGTERM', async () => {
    database = await createTestDatabase();
    worker = spawnWorker({
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

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(output()).toContain('worker stopped');
    expect(await countQueueWorkers(prefix)).toBe(0);
  });

  it('refuses to start without REDIS_URL, saying what it needs', async () => {
    worker = spawnWorker({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toMatch(/The worker needs REDIS_URL:/);
  });
});
