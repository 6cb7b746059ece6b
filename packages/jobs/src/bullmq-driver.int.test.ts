import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createBullMqDriver, type BullMqDriverOptions } from './bullmq-driver';
import { defineJob } from './define-job';
import { createJobRegistry, type JobRegistry } from './job-registry';
import { describeJobDriverContract } from './testing/job-driver-contract';
import { TEST_REDIS_URL, deleteRedisKeys, uniqueJobsPrefix } from './testing/test-redis';

function recordingLogger() {
  const lines: Array<{ level: string; obj: unknown; msg?: string }> = [];
  const at = (level: string) => (obj: object | string, msg?: string) =>
    void lines.push({ level, obj, msg });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

function bullMqDriver(prefix: string, extra: Partial<BullMqDriverOptions> = {}) {
  return createBullMqDriver({
    redisUrl: TEST_REDIS_URL,
    logger: recordingLogger().logger,
    settings: { prefix },
    ...extra,
  });
}

describeJobDriverContract('BullMQ', async (events) => {
  const prefix = uniqueJobsPrefix();
  return {
    driver: bullMqDriver(prefix, events),
    cleanup: () => deleteRedisKeys(prefix),
  };
});

const hang = defineJob({ name: 'test.hang', payload: z.object({ id: z.string() }) });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eventually = { timeout: 15_000, interval: 50 };

describe('the BullMQ driver', () => {
  const registries: JobRegistry[] = [];
  const prefixes: string[] = [];
  let child: ChildProcess | undefined;
  afterEach(async () => {
    child?.kill('SIGKILL');
    child = undefined;
    await Promise.all(registries.splice(0).map((registry) => registry.stop()));
    await Promise.all(prefixes.splice(0).map((prefix) => deleteRedisKeys(prefix)));
  });

  function registryOn(prefix: string, options: Partial<BullMqDriverOptions> = {}) {
    const registry = createJobRegistry(bullMqDriver(prefix, options));
    registries.push(registry);
    return registry;
  }

  it('keeps a delayed job across a restart: a new driver runs it at its time', async () => {
    const prefix = uniqueJobsPrefix();
    prefixes.push(prefix);
    const before = registryOn(prefix);
    before.register(hang, async () => undefined);
    const runAt = new Date(Date.now() + 500);
    await before.enqueue(hang, { id: 'kept' }, { jobId: 'kept', runAt });
    await before.stop();

    const ran: Array<{ id: string; at: number }> = [];
    const after = registryOn(prefix);
    after.register(hang, async ({ id }) => void ran.push({ id, at: Date.now() }));
    expect((await after.waiting()).map((job) => job.jobId)).toEqual(['kept']);
    after.start();
    await vi.waitFor(() => expect(ran.map((r) => r.id)).toEqual(['kept']), eventually);
    expect(ran[0]?.at).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('runs again a job whose worker process was killed mid-job, after the stalled interval', async () => {
    const prefix = uniqueJobsPrefix();
    prefixes.push(prefix);
    const producer = registryOn(prefix);
    producer.register(hang, async () => undefined);
    await producer.enqueue(hang, { id: 'orphan' }, { jobId: 'orphan' });

    let output = '';
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/jobs/src/testing/stalling-worker.ts', TEST_REDIS_URL, prefix],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toContain('running orphan'), eventually);
    child.kill('SIGKILL');
    const killedAt = Date.now();

    const ran: Array<{ id: string; attempt: number }> = [];
    const { lines, logger } = recordingLogger();
    const rescuer = registryOn(prefix, {
      logger,
      settings: { prefix, lockDurationMs: 1_000, stalledIntervalMs: 500 },
    });
    rescuer.register(hang, async ({ id }, { attempt }) => void ran.push({ id, attempt }));
    rescuer.start();
    await vi.waitFor(() => expect(ran).toEqual([{ id: 'orphan', attempt: 1 }]), eventually);
    // The lock (1 s) expires, then a stalled check or two (0.5 s each) hands the job back.
    expect(Date.now() - killedAt).toBeLessThan(6_000);
    expect(lines.some((line) => line.level === 'warn' && /stalled/.test(line.msg ?? ''))).toBe(
      true,
    );
  });

  it("refuses a job id that names one of the queue's own keys", async () => {
    const prefix = uniqueJobsPrefix();
    prefixes.push(prefix);
    const registry = registryOn(prefix);
    await expect(registry.enqueue(hang, { id: 'x' }, { jobId: 'marker' })).rejects.toThrow(
      /reserved/,
    );
  });

  it('fails an enqueue at once when Redis is unreachable, without naming its password', async () => {
    const { lines, logger } = recordingLogger();
    const driver = createBullMqDriver({
      redisUrl: 'redis://:s3cret-password@127.0.0.1:1',
      logger,
      settings: { prefix: uniqueJobsPrefix(), connectTimeoutMs: 300 },
    });
    const registry = createJobRegistry(driver);
    registries.push(registry);
    const started = Date.now();
    const failure = await registry.enqueue(hang, { id: 'x' }, { jobId: 'x' }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toMatch(/job queue is unavailable/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(JSON.stringify(lines)).not.toContain('s3cret-password');
    expect(failure?.message).not.toContain('s3cret-password');
  });
});
