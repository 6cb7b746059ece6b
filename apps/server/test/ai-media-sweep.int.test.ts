import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { STUCK_GENERATION_MESSAGE, sweepStuckMediaGenerations } from '@fanout/core/ai';
import { aiMediaGenerations, type AiMediaGenerationRow } from '@fanout/db/schema';
import { generateMediaJob } from '@fanout/jobs';
import type { NotificationList } from '@fanout/shared';
import { signedUpClient, type HttpClient } from './http-client';
import {
  DRIVERS,
  driverEnv,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(DRIVERS)('the stuck AI generation sweep (%s jobs)', (driver) => {
  let server: PublishingServer;
  let alice: { client: HttpClient; userId: string };
  let bob: { client: HttpClient; userId: string };

  beforeAll(async () => {
    server = await startPublishingServer(driverEnv(driver));
    alice = await signedUpClient(server.baseUrl);
    bob = await signedUpClient(server.baseUrl);
  });
  afterAll(async () => server.close());

  async function generation(
    userId: string,
    title: string,
    row: Partial<typeof aiMediaGenerations.$inferInsert>,
  ): Promise<AiMediaGenerationRow> {
    const [inserted] = await server.database.db
      .insert(aiMediaGenerations)
      .values({ userId, title, type: 'video', prompt: 'Bees', provider: 'sandbox', ...row })
      .returning();
    if (!inserted) throw new Error('not inserted');
    return inserted;
  }

  async function bell(client: HttpClient) {
    return ((await client.get('/api/notifications')).body as NotificationList).notifications;
  }

  it('fails generations whose worker stopped or whose job is gone, once, and tells their owners', async () => {
    // Left running by a process that died, 16 minutes after it was claimed.
    const diedRunning = await generation(alice.userId, 'Died running', {
      status: 'running',
      createdAt: minutesAgo(30),
      startedAt: minutesAgo(16),
    });
    // Claimed before started_at was recorded: measured from its creation.
    const legacyRunning = await generation(alice.userId, 'Old claim', {
      status: 'running',
      type: 'image',
      createdAt: minutesAgo(16),
    });
    // Queued 16 minutes ago, its job lost (or never enqueued).
    const lostJob = await generation(alice.userId, 'Lost job', {
      status: 'queued',
      type: 'audio',
      createdAt: minutesAgo(16),
    });
    const bobsStuck = await generation(bob.userId, 'Bob stuck', {
      status: 'running',
      createdAt: minutesAgo(20),
      startedAt: minutesAgo(20),
    });
    // Left alone: a job still waits for it behind a busy queue; running or queued for less
    // than the window (queued 15 minutes, then claimed 5 minutes ago); already ended.
    const stillWaiting = await generation(alice.userId, 'Behind a busy queue', {
      status: 'queued',
      createdAt: minutesAgo(40),
    });
    await server.core.jobs.enqueue(
      generateMediaJob,
      { generationId: stillWaiting.id },
      { jobId: stillWaiting.id, runAt: new Date(Date.now() + 3_600_000) },
    );
    const runningNow = await generation(alice.userId, 'Running now', {
      status: 'running',
      createdAt: minutesAgo(20),
      startedAt: minutesAgo(5),
    });
    const queuedNow = await generation(alice.userId, 'Queued now', {
      status: 'queued',
      createdAt: minutesAgo(5),
    });
    const done = await generation(alice.userId, 'Done long ago', {
      status: 'succeeded',
      createdAt: minutesAgo(90),
      startedAt: minutesAgo(89),
      finishedAt: minutesAgo(88),
    });

    expect(await sweepStuckMediaGenerations(server.core)).toEqual({ failed: 4 });

    const rows = await server.database.db
      .select()
      .from(aiMediaGenerations)
      .where(
        inArray(
          aiMediaGenerations.id,
          [
            diedRunning,
            legacyRunning,
            lostJob,
            bobsStuck,
            stillWaiting,
            runningNow,
            queuedNow,
            done,
          ].map((row) => row.id),
        ),
      );
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    for (const title of ['Died running', 'Old claim', 'Lost job', 'Bob stuck']) {
      expect(byTitle[title], title).toMatchObject({
        status: 'failed',
        error: 'Generation did not finish: the worker stopped. Please try again.',
        contentId: null,
      });
      expect(byTitle[title]?.finishedAt).not.toBeNull();
    }
    expect(byTitle['Behind a busy queue']?.status).toBe('queued');
    expect(byTitle['Running now']?.status).toBe('running');
    expect(byTitle['Queued now']?.status).toBe('queued');
    expect(byTitle['Done long ago']).toMatchObject({ status: 'succeeded', error: null });

    // The owner reads it on the generation and in the bell, as any failure; Bob only his own.
    const seen = (await alice.client.get(`/api/ai/generations/${lostJob.id}`)).body;
    expect(seen).toMatchObject({ status: 'failed', error: STUCK_GENERATION_MESSAGE });
    const alices = await bell(alice.client);
    expect(alices.map((n) => [n.kind, n.title, n.body]).sort()).toEqual([
      [
        'ai_generation_failed',
        'Generation Failed',
        `"Died running" (video): ${STUCK_GENERATION_MESSAGE}`,
      ],
      [
        'ai_generation_failed',
        'Generation Failed',
        `"Lost job" (audio): ${STUCK_GENERATION_MESSAGE}`,
      ],
      [
        'ai_generation_failed',
        'Generation Failed',
        `"Old claim" (image): ${STUCK_GENERATION_MESSAGE}`,
      ],
    ]);
    expect((await bell(bob.client)).map((n) => n.body)).toEqual([
      `"Bob stuck" (video): ${STUCK_GENERATION_MESSAGE}`,
    ]);

    // A second sweep finds nothing more and tells nobody twice.
    expect(await sweepStuckMediaGenerations(server.core)).toEqual({ failed: 0 });
    expect(await bell(alice.client)).toHaveLength(3);
  });
});
