import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoreDeps } from '@fanout/core/deps';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import { createBullMqDriver, publishTargetJob, refreshAnalyticsJob } from '@fanout/jobs';
import { TEST_REDIS_URL, deleteRedisKeys, uniqueJobsPrefix } from '@fanout/jobs/testing';
import { PLATFORMS } from '@fanout/shared';
import { loadConfig } from './config';
import { createCoreDeps } from './create-core-deps';

const logger = pino({ level: 'silent' });

describe('createCoreDeps', () => {
  let database: TestDatabase | undefined;
  let core: CoreDeps | undefined;
  const prefix = uniqueJobsPrefix();
  afterEach(async () => {
    await Promise.all([core?.jobs.stop(), core?.analyticsJobs.stop()]);
    await database?.destroy();
    await deleteRedisKeys(prefix);
  });

  async function build(env: Record<string, string>) {
    database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanout-runtime-')),
      ...env,
    });
    core = createCoreDeps({ config, db: database.db, logger });
    return core;
  }

  it('queues jobs in Redis when REDIS_URL is set, where any worker sees them', async () => {
    const deps = await build({ REDIS_URL: TEST_REDIS_URL, JOBS_KEY_PREFIX: prefix });
    const targetId = randomUUID();
    const runAt = new Date(Date.now() + 60_000);
    await deps.jobs.enqueue(publishTargetJob, { targetId }, { jobId: targetId, runAt });

    const elsewhere = createBullMqDriver({
      redisUrl: TEST_REDIS_URL,
      logger,
      settings: { prefix },
    });
    try {
      expect(await elsewhere.waiting()).toEqual([
        { jobId: targetId, name: publishTargetJob.name, runAt },
      ]);
    } finally {
      await elsewhere.stop();
    }
  });

  it('queues analytics reads on a queue of their own, apart from publishing', async () => {
    const deps = await build({ REDIS_URL: TEST_REDIS_URL, JOBS_KEY_PREFIX: prefix });
    const targetId = randomUUID();
    await deps.analyticsJobs.enqueue(
      refreshAnalyticsJob,
      { targetId, round: 0 },
      { jobId: `analytics-${targetId}-0`, runAt: new Date(Date.now() + 60_000) },
    );
    const queue = (queueName?: string) =>
      createBullMqDriver({
        redisUrl: TEST_REDIS_URL,
        logger,
        settings: { prefix, ...(queueName ? { queueName } : {}) },
      });
    const [publishing, analytics] = [queue(), queue('analytics')];
    try {
      expect(await publishing.waiting()).toEqual([]);
      expect((await analytics.waiting()).map((job) => job.name)).toEqual([
        refreshAnalyticsJob.name,
      ]);
    } finally {
      await Promise.all([publishing.stop(), analytics.stop()]);
    }
  });

  it('keeps jobs in the process without REDIS_URL, and builds a publisher per platform', async () => {
    const deps = await build({});
    const targetId = randomUUID();
    await deps.jobs.enqueue(
      publishTargetJob,
      { targetId },
      { jobId: targetId, runAt: new Date(Date.now() + 60_000) },
    );
    expect((await deps.jobs.waiting()).map((job) => job.jobId)).toEqual([targetId]);
    const elsewhere = createBullMqDriver({
      redisUrl: TEST_REDIS_URL,
      logger,
      settings: { prefix },
    });
    try {
      expect(await elsewhere.waiting()).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
    expect(Object.keys(deps.publishers).sort()).toEqual([...PLATFORMS].sort());
  });

  it('builds the AI text providers from the environment: available only with a key', async () => {
    const deps = await build({ OPENAI_API_KEY: 'sk-local', OPENAI_MODEL: 'llama3.1:8b' });
    expect(deps.textProviders?.openai).toMatchObject({
      available: true,
      model: 'llama3.1:8b',
      label: 'llama3.1:8b',
    });
    expect(deps.textProviders?.gemini).toMatchObject({ available: false, label: 'Gemini' });
  });

  it('offers the sandbox AI provider only when the platforms are the sandbox', async () => {
    const sandboxed = await build({ PLATFORM_MODE: 'sandbox' });
    expect(sandboxed.textProviders?.sandbox).toMatchObject({ label: 'Sandbox', available: true });
    await Promise.all([sandboxed.jobs.stop(), sandboxed.analyticsJobs.stop()]);
    await database?.destroy();

    const live = await build({ PLATFORM_MODE: 'live' });
    expect(live.textProviders).not.toHaveProperty('sandbox');
  });
});
