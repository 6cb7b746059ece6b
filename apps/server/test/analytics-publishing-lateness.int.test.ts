/**
 * Publishing never waits for analytics (ADR 0090): with 10,000 reads of figures due at once,
 * being read on their own queue all along, a batch of scheduled posts still goes out on time
 * (p99 lateness under 1 s, as the other lateness tests hold). The test first proves the reads
 * really ran during the batch, and that their backlog stayed in the table, not in Redis. A p99 is
 * a wall-clock figure: this file is in the timed group (ADR 0078).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSettings, startAnalyticsSweeps } from '@fanout/core/analytics';
import { applyCreditChange } from '@fanout/core/credits';
import { targetAnalytics } from '@fanout/db/schema';
import type { Post, SocialAccount } from '@fanout/shared';
import { startAnalyticsServer, type AnalyticsServer } from './analytics-kit';
import {
  connectAccount,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
} from './publishing-harness';

const DUE_READS = 10_000;
const BATCH = 20;
/** What each read of figures takes at the network: a slow network's answer. */
const READ_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publishing with 10,000 reads of figures due at once', () => {
  let server: AnalyticsServer;
  let creator: Awaited<ReturnType<typeof newCreator>>;
  let account: SocialAccount;
  let stopSweeps: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    server = await startAnalyticsServer({
      ...driverEnv('bullmq'),
      // The posts' jobs start 5 s before their time (production: 30 s), so the test is short.
      PUBLISHING_PREPARE_LEAD_SECONDS: '5',
      ANALYTICS_SWEEP_SECONDS: '1',
    });
    creator = await newCreator(server);
    account = await connectAccount(creator.client, creator.group, 'bluesky');
    await applyCreditChange(server.database.db, {
      userId: creator.userId,
      amount: 3 * BATCH,
      kind: 'adjustment',
      description: 'test top-up',
      idempotencyKey: `top:${creator.userId}`,
    });
    const answer = server.figures.readers.bluesky.read;
    server.figures.readers.bluesky.read = async (input) => {
      await sleep(READ_MS);
      return answer(input);
    };
    // 10,000 targets published a day ago whose reads are all due now.
    await server.database.db.execute(sql`
      with post as (
        insert into posts (owner_id, text_content) values (${creator.userId}, 'published before')
        returning id
      ), targets as (
        insert into post_targets (post_id, owner_id, social_account_id, platform, state,
          published_at, platform_post_id)
        select post.id, ${creator.userId}, ${account.id}, 'bluesky', 'published',
          now() - interval '1 day', 'at://did:plc:bench/app.bsky.feed.post/' || n
        from post, generate_series(1, ${DUE_READS}) as n
        returning id, post_id, published_at
      )
      insert into target_analytics (target_id, owner_id, post_id, social_account_id, group_id,
        platform, published_at, round, next_refresh_at)
      select id, ${creator.userId}, post_id, ${account.id}, ${creator.group.id}, 'bluesky',
        published_at, 2, now() - interval '1 minute'
      from targets`);
  }, 120_000);
  afterAll(async () => {
    await stopSweeps();
    await server.close();
  });

  it('publishes a scheduled batch on time while the reads run (p99 < 1 s)', async () => {
    stopSweeps = startAnalyticsSweeps(server.core);
    const due = new Date(Date.now() + 15_000);
    const posts: Post[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      posts.push(
        await postNow(creator.client, [account.id], {
          textContent: `On time ${i} ${creator.userId}`,
          status: 'scheduled',
          scheduledAt: due.toISOString(),
        }),
      );
    }
    // The analytics queue never holds more than its cap: the backlog waits in the table.
    const { maxQueued } = analyticsSettings(server.core);
    let mostQueued = 0;
    while (Date.now() < due.getTime() + 2_000) {
      const stats = await server.core.analyticsJobs.stats();
      mostQueued = Math.max(mostQueued, stats.ready + stats.delayed + stats.running);
      await sleep(250);
    }
    for (const post of posts) {
      const [settled] = await settledTargets(server, post.id, 30_000);
      expect(settled?.state, `${settled?.errorClass}: ${settled?.errorMessage}`).toBe('published');
    }

    const lateness = posts
      .map((post) => {
        const calls = server.sandbox.publishing
          .posts('bluesky')
          .filter((p) => p.text === post.textContent);
        expect(calls).toHaveLength(1);
        return (calls[0]?.requestedAt ?? 0) - due.getTime();
      })
      .sort((a, b) => a - b);
    const p99 = lateness[Math.ceil(lateness.length * 0.99) - 1] ?? Infinity;
    const around = server.figures.calls.filter(
      (call) => Math.abs(call.at.getTime() - due.getTime()) < 2_000,
    );
    console.log(
      `lateness with ${DUE_READS} reads due: p50 ${Math.round(lateness[Math.floor(lateness.length / 2)] ?? 0)} ms, p99 ${Math.round(p99)} ms; ${server.figures.calls.length} reads made, ${around.length} within 2 s of the batch, the analytics queue at most ${mostQueued}`,
    );
    // The reads really ran through the batch's time, and many were still due after it.
    expect(around.length, 'reads made within 2 s of the batch').toBeGreaterThan(10);
    const [left] = await server.database.db
      .select({ due: sql<number>`count(*)::int` })
      .from(targetAnalytics)
      .where(sql`${targetAnalytics.round} = 2 and ${targetAnalytics.fetchedAt} is null`);
    expect(left?.due, 'reads still waiting after the batch').toBeGreaterThan(1_000);
    expect(mostQueued).toBeGreaterThan(0);
    expect(mostQueued).toBeLessThanOrEqual(maxQueued);

    expect(lateness[0]).toBeGreaterThanOrEqual(0);
    expect(p99).toBeLessThan(1_000);
  }, 120_000);
});
