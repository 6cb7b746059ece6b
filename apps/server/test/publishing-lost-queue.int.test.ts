/**
 * Jobs lost with Redis before their time are re-created before it (ADR 0033), with production's
 * timings, and the sweep that re-creates them stays cheap with thousands due within the lead. The
 * figures asserted here (a batch's p99 lateness, a sweep's time) are measured in the timed group
 * (ADR 0078).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { sweepPublishing } from '@fanout/core/publishing';
import { postTargets } from '@fanout/db/schema';
import { deleteRedisKeys } from '@fanout/jobs/testing';
import { loadConfig } from '@fanout/runtime';
import type { Post, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis losing the queue 40 s before a batch is due', () => {
  let server: PublishingServer;
  let creator: Awaited<ReturnType<typeof newCreator>>;
  let account: SocialAccount;
  let prefix: string;
  // Redis lost before a batch's time: a batch scheduled ~50 s ahead, the queue's keys deleted 40 s
  // before its time, ten seconds before the lead would start the jobs. Every publishing timing is
  // production's default (ADR 0033): jobs start 30 s ahead (the prepare lead, which the sweeper
  // also looks ahead), sweeps every 5 s, grace 15 s.
  const LOST_BEFORE_MS = 40_000;
  const BATCH = 30;

  beforeAll(async () => {
    const env = driverEnv('bullmq');
    prefix = env.JOBS_KEY_PREFIX ?? '';
    // What an operator gets without setting anything (the harness shortens these otherwise).
    const production = loadConfig({}).publishing;
    // The loss comes while the jobs still wait in Redis, before the lead starts them.
    expect(production.prepareLeadMs).toBeLessThan(LOST_BEFORE_MS);
    server = await startPublishingServer({
      ...env,
      PUBLISHING_PREPARE_LEAD_SECONDS: String(production.prepareLeadMs / 1000),
      PUBLISHING_SWEEP_SECONDS: String(production.sweepIntervalMs / 1000),
      PUBLISHING_SWEEP_GRACE_SECONDS: String(production.sweepGraceMs / 1000),
    });
    creator = await newCreator(server);
    account = await connectAccount(creator.client, creator.group, 'bluesky');
    await applyCreditChange(server.database.db, {
      userId: creator.userId,
      amount: 100,
      kind: 'adjustment',
      description: 'test top-up',
      idempotencyKey: `top:${creator.userId}`,
    });
  });
  afterAll(async () => server.close());

  it('re-creates the lost jobs before their time: the batch goes out on time (p99 < 1 s)', async () => {
    // 50 s ahead: ten seconds to accept the batch, then the loss 40 s before its time.
    const due = new Date(Date.now() + LOST_BEFORE_MS + 10_000);
    const posts: Post[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      posts.push(
        await postNow(creator.client, [account.id], {
          textContent: `Redis lost ${i} ${creator.userId}`,
          status: 'scheduled',
          scheduledAt: due.toISOString(),
        }),
      );
    }
    // Every job waits in Redis, delayed until the lead before the time...
    const lossAt = due.getTime() - LOST_BEFORE_MS;
    expect(Date.now(), 'the batch must be accepted before the loss').toBeLessThan(lossAt);
    const delayed = await server.core.jobs.waiting();
    expect(delayed).toHaveLength(BATCH);
    await sleep(lossAt - Date.now());
    // ...and 40 s before the batch's time, Redis loses them all.
    await deleteRedisKeys(prefix);
    expect(await server.core.jobs.waiting()).toEqual([]);

    const targets = await server.database.db
      .select()
      .from(postTargets)
      .where(
        inArray(
          postTargets.postId,
          posts.map((p) => p.id),
        ),
      );
    for (const post of posts) {
      const [settled] = await settledTargets(server, post.id, LOST_BEFORE_MS + 30_000);
      expect(settled?.state, `${settled?.errorClass}: ${settled?.errorMessage}`).toBe('published');
    }
    // Lateness from each target's scheduled time to the publish call reaching the platform.
    const dueAt = new Map(targets.map((t) => [t.postId, t.dueAt?.getTime() ?? 0]));
    const lateness = posts
      .map((post) => {
        const calls = server.sandbox.publishing
          .posts('bluesky')
          .filter((p) => p.text === post.textContent);
        expect(calls).toHaveLength(1);
        return (calls[0]?.requestedAt ?? 0) - (dueAt.get(post.id) ?? 0);
      })
      .sort((a, b) => a - b);
    const p99 = lateness[Math.ceil(lateness.length * 0.99) - 1] ?? Infinity;
    console.log(
      `lateness after losing Redis's keys 40 s ahead: p50 ${Math.round(lateness[Math.floor(lateness.length / 2)] ?? 0)} ms, p99 ${Math.round(p99)} ms, max ${Math.round(lateness.at(-1) ?? 0)} ms`,
    );
    expect(lateness[0]).toBeGreaterThanOrEqual(0);
    expect(p99).toBeLessThan(1_000);
  }, 150_000);
});

describe('the sweep with 2,000 targets due within the lead', () => {
  let server: TestServer;
  let prefix: string;

  beforeAll(async () => {
    const env = driverEnv('bullmq');
    prefix = env.JOBS_KEY_PREFIX ?? '';
    // Jobs are enqueued into Redis but not run here: the sweep's own cost is measured.
    server = await startTestServer(env);
  });
  afterAll(async () => {
    await server.close();
    await deleteRedisKeys(prefix);
  });

  it('re-creates missing jobs in one pass and then stays cheap while they wait', async () => {
    const creator = await newCreator(server);
    const account = await connectAccount(creator.client, creator.group, 'bluesky');
    const post = await postNow(creator.client, [account.id], {
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 20_000).toISOString(),
    });
    // 2,000 more targets due in 20 s (within the 30 s lead), without jobs.
    await server.database.db.execute(sql`
      insert into post_targets (post_id, owner_id, social_account_id, platform, state, due_at)
      select post_id, owner_id, social_account_id, platform, state, due_at
      from post_targets, generate_series(1, 2000) where post_id = ${post.id}`);

    let started = performance.now();
    const first = await sweepPublishing(server.core);
    const recreateMs = performance.now() - started;
    // The post's own target has its job; the 2,000 copies had none.
    expect(first).toEqual({ missed: 0, requeued: 2_000, followUps: 0 });

    const steady: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      started = performance.now();
      expect(await sweepPublishing(server.core)).toEqual({ missed: 0, requeued: 0, followUps: 0 });
      steady.push(performance.now() - started);
    }
    steady.sort((a, b) => a - b);
    console.log(
      `sweep at 2,000 due within the lead: re-creating all ${Math.round(recreateMs)} ms, then ${steady.map(Math.round).join(', ')} ms`,
    );
    // Every 5 s in production: a median well under a tenth of that interval.
    expect(steady[2]).toBeLessThan(250);
    await server.database.db.delete(postTargets).where(eq(postTargets.postId, post.id));
  }, 90_000);
});
