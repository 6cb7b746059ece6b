/**
 * Reading published targets' figures on their schedule (ADR 0090 "Refresh and storage"), on a
 * stopped clock: the row a publication opens, the six reads at their times and none after, the
 * network's refusals (a 429 postpones and keeps the figures, pausing only the account's reads),
 * the reads made without a call (reconnect, off), Refresh now, and thinning. The networks'
 * answers come from scripted readers (analytics-kit.ts); everything else is the product's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTargetFigures, sweepDueReads, thinSnapshots } from '@fanout/core/analytics';
import { analyticsSnapshots, socialAccounts, targetAnalytics } from '@fanout/db/schema';
import { PlatformError } from '@fanout/platforms';
import {
  REFRESH_AFTER_MS,
  REFRESH_NOW_INTERVAL_MS,
  type PostAnalytics,
  type SocialAccount,
} from '@fanout/shared';
import {
  analyticsRow,
  nthAnswer,
  snapshotCount,
  startAnalyticsServer,
  type AnalyticsServer,
} from './analytics-kit';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator, postNow, settledTargets } from './publishing-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: AnalyticsServer;
let creator: Awaited<ReturnType<typeof newCreator>>;
let bluesky: SocialAccount;
let clock: Date;

beforeAll(async () => {
  // One read at a time: a refused read and the next one of its account run in a known order.
  server = await startAnalyticsServer({ ANALYTICS_CONCURRENCY: '1' });
  creator = await newCreator(server);
  bluesky = await connectAccount(creator.client, creator.group, 'bluesky');
});
afterAll(async () => server.close());
afterEach(async () => {
  // Each case's reads end with it: a later case's clock would find them due.
  await server.settle();
  await server.database.db.update(targetAnalytics).set({ nextRefreshAt: null });
  await server.database.db.update(socialAccounts).set({ analyticsPausedUntil: null });
});

/** Publishes now (the clock running), then stops the server's clock at the publication. */
async function published(accountIds: readonly string[]) {
  delete server.core.now;
  const post = await postNow(creator.client, accountIds);
  const targets = await settledTargets(server, post.id);
  for (const target of targets) expect(target.state).toBe('published');
  // The latest publication of the post's targets (a batch may record them a moment apart).
  const publishedAt = new Date(Math.max(...targets.map((t) => t.publishedAt?.getTime() ?? 0)));
  clock = publishedAt;
  server.core.now = () => clock;
  return { post, targets, publishedAt };
}

const at = (publishedAt: Date, ms: number) => new Date(publishedAt.getTime() + ms);

describe('the refresh schedule on a stopped clock', () => {
  it('opens a row with the publication, reads at 1 h, 6 h, 24 h, 3 d, 7 d and 30 d, then never', async () => {
    const { post, targets, publishedAt } = await published([bluesky.id]);
    const targetId = targets[0]?.id ?? '';
    expect(await analyticsRow(server, targetId)).toMatchObject({
      ownerId: creator.userId,
      postId: post.id,
      socialAccountId: bluesky.id,
      groupId: creator.group.id,
      platform: 'bluesky',
      publishedAt,
      state: 'waiting',
      round: 0,
      nextRefreshAt: at(publishedAt, HOUR),
      fetchedAt: null,
    });

    const reads = () =>
      server.figures.calls.filter((call) => call.platformPostId === targets[0]?.platformPostId);
    for (const [round, after] of REFRESH_AFTER_MS.entries()) {
      clock = at(publishedAt, after - 1_000);
      expect(await server.sweepAndSettle(), `nothing before read ${round + 1}`).toBe(0);
      clock = at(publishedAt, after);
      expect(await server.sweepAndSettle(), `read ${round + 1} at its time`).toBe(1);
      expect(reads().map((call) => call.at)).toEqual(
        REFRESH_AFTER_MS.slice(0, round + 1).map((ms) => at(publishedAt, ms)),
      );
      const row = await analyticsRow(server, targetId);
      const n = round + 1;
      // Bluesky: likes, replies, reposts + quotes; no views: not reported, never 0.
      expect(row).toMatchObject({
        state: 'fresh',
        problem: null,
        round: n,
        fetchedAt: clock,
        views: null,
        reactions: 10 * n,
        comments: 20 * n,
        reposts: 70 * n,
        saves: null,
        clicks: null,
        engagement: 100 * n,
        networkFigures: nthAnswer('bluesky', n),
      });
      expect(row.nextRefreshAt).toEqual(
        round + 1 < REFRESH_AFTER_MS.length
          ? at(publishedAt, REFRESH_AFTER_MS[round + 1] ?? 0)
          : null,
      );
      expect(await snapshotCount(server, targetId)).toBe(n);
    }
    clock = at(publishedAt, 90 * DAY);
    expect(await server.sweepAndSettle()).toBe(0);
    expect(reads()).toHaveLength(6);

    // A read's job run again after its round was made writes nothing and calls no one.
    await readTargetFigures(server.core, { targetId, round: 2 });
    expect(reads()).toHaveLength(6);
    expect(await snapshotCount(server, targetId)).toBe(6);
  });

  it('hands each due read out once, however many sweeps run at once', async () => {
    const { targets, publishedAt } = await published([bluesky.id]);
    clock = at(publishedAt, HOUR);
    const before = server.figures.calls.length;
    const queued = await Promise.all([1, 2, 3, 4].map(() => sweepDueReads(server.core)));
    expect(queued.reduce((sum, { queued: n }) => sum + n, 0)).toBe(1);
    await server.settle();
    expect(server.figures.calls.length - before).toBe(1);
    expect((await analyticsRow(server, targets[0]?.id ?? '')).round).toBe(1);
  });
});

describe("the network's refusals", () => {
  it('a 429 postpones the read, keeps the last figures, and pauses only the account’s reads', async () => {
    const first = await published([bluesky.id]);
    const second = await published([bluesky.id]);
    const ids = [first.targets[0]?.id ?? '', second.targets[0]?.id ?? ''];
    clock = at(second.publishedAt, HOUR);
    expect(await server.sweepAndSettle()).toBe(2);
    const read = await analyticsRow(server, ids[0] ?? '');
    expect(read).toMatchObject({ state: 'fresh', round: 1, reactions: 10 });

    clock = at(second.publishedAt, 6 * HOUR);
    const retryAt = new Date(clock.getTime() + 10 * 60_000);
    const refusal = new PlatformError('bluesky', 'rate_limited', 'Rate limit exceeded', 429);
    refusal.retryAt = retryAt;
    server.figures.refuse('bluesky', refusal);
    const calls = server.figures.calls.length;
    expect(await server.sweepAndSettle()).toBe(2);
    // The first read met the 429; the second, after it, waited for the pause without a call.
    expect(server.figures.calls.length - calls).toBe(1);
    for (const id of ids) {
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'postponed',
        problem: 'Bluesky asked Fanout to wait before reading its figures again.',
        round: 1,
        nextRefreshAt: retryAt,
        fetchedAt: read.fetchedAt,
        reactions: 10,
        engagement: 100,
      });
    }
    const [account] = await server.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, bluesky.id));
    // Publishing is not paused by a refused read.
    expect(account).toMatchObject({ analyticsPausedUntil: retryAt, rateLimitedUntil: null });

    server.figures.refuse('bluesky', null);
    clock = new Date(retryAt.getTime() - 1_000);
    expect(await server.sweepAndSettle()).toBe(0);
    clock = retryAt;
    expect(await server.sweepAndSettle()).toBe(2);
    for (const id of ids) {
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'fresh',
        round: 2,
        problem: null,
      });
    }
  });

  it('asks to reconnect, without a call, when the account lacks a scope the reader needs', async () => {
    const { targets, publishedAt } = await published([bluesky.id]);
    const id = targets[0]?.id ?? '';
    server.figures.scopes('bluesky', ['bluesky.figures']);
    try {
      clock = at(publishedAt, HOUR);
      const calls = server.figures.calls.length;
      expect(await server.sweepAndSettle()).toBe(1);
      expect(server.figures.calls.length).toBe(calls);
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'reconnect',
        problem: 'Reconnect to see analytics',
        // The next round tries again: the account may be reconnected by then.
        round: 1,
        nextRefreshAt: at(publishedAt, 6 * HOUR),
        fetchedAt: null,
      });
    } finally {
      server.figures.scopes('bluesky', []);
    }
  });

  it('asks to reconnect when the network refuses the token, and reads again next round', async () => {
    const { targets, publishedAt } = await published([bluesky.id]);
    const id = targets[0]?.id ?? '';
    server.figures.refuse('bluesky', new PlatformError('bluesky', 'auth', 'ExpiredToken', 401));
    clock = at(publishedAt, HOUR);
    expect(await server.sweepAndSettle()).toBe(1);
    expect(await analyticsRow(server, id)).toMatchObject({
      state: 'reconnect',
      problem: 'Reconnect to see analytics',
      round: 1,
    });
    server.figures.refuse('bluesky', null);
    clock = at(publishedAt, 6 * HOUR);
    expect(await server.sweepAndSettle()).toBe(1);
    expect(await analyticsRow(server, id)).toMatchObject({
      state: 'fresh',
      round: 2,
      problem: null,
    });
  });

  it('stops reading a post that is no longer on its network', async () => {
    const { targets, publishedAt } = await published([bluesky.id]);
    const id = targets[0]?.id ?? '';
    server.figures.refuse(
      'bluesky',
      new PlatformError('bluesky', 'invalid_content', 'Post not found', 404),
    );
    try {
      clock = at(publishedAt, HOUR);
      expect(await server.sweepAndSettle()).toBe(1);
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'gone',
        problem: 'The post is no longer on Bluesky.',
        nextRefreshAt: null,
      });
      clock = at(publishedAt, 40 * DAY);
      expect(await server.sweepAndSettle()).toBe(0);
    } finally {
      server.figures.refuse('bluesky', null);
    }
  });

  it('tries a read that failed for a passing reason again, as long after as it is already late', async () => {
    const { targets, publishedAt } = await published([bluesky.id]);
    const id = targets[0]?.id ?? '';
    server.figures.refuse('bluesky', new PlatformError('bluesky', 'transient', 'Bad gateway', 502));
    try {
      clock = at(publishedAt, HOUR + 20 * 60_000);
      expect(await server.sweepAndSettle()).toBe(1);
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'postponed',
        problem: 'Bluesky did not answer for the figures; they are read again later.',
        round: 0,
        nextRefreshAt: at(publishedAt, HOUR + 40 * 60_000),
      });
    } finally {
      server.figures.refuse('bluesky', null);
    }
  });
});

describe("X's figures (ANALYTICS_X_READS)", () => {
  it('are off by default, without a call, and read from the next round once turned on', async () => {
    const x = await connectAccount(creator.client, creator.group, 'twitter');
    const { targets, publishedAt } = await published([x.id]);
    const id = targets[0]?.id ?? '';
    clock = at(publishedAt, HOUR);
    const calls = server.figures.calls.length;
    expect(await server.sweepAndSettle()).toBe(1);
    expect(server.figures.calls.length).toBe(calls);
    expect(await analyticsRow(server, id)).toMatchObject({
      state: 'off',
      problem: 'X figures are not read on this server (ANALYTICS_X_READS)',
      round: 1,
      nextRefreshAt: at(publishedAt, 6 * HOUR),
    });

    server.core.config.analytics = { ...server.core.config.analytics, xReads: true };
    try {
      clock = at(publishedAt, 6 * HOUR);
      expect(await server.sweepAndSettle()).toBe(1);
      expect(await analyticsRow(server, id)).toMatchObject({
        state: 'fresh',
        round: 2,
        views: 10,
        reactions: 20,
        comments: 30,
        reposts: 40 + 50,
        saves: 60,
        clicks: null,
      });
    } finally {
      server.core.config.analytics = { ...server.core.config.analytics, xReads: false };
    }
  });
});

describe('Refresh now', () => {
  it('reads every published target now without moving the schedule, once per 5 minutes per post', async () => {
    const threads = await connectAccount(creator.client, creator.group, 'threads');
    const { post, targets, publishedAt } = await published([bluesky.id, threads.id]);
    clock = at(publishedAt, 20 * 60_000);
    const calls = server.figures.calls.length;

    const first = await creator.client.post(`/api/posts/${post.id}/analytics/refresh`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const availableAt = new Date(clock.getTime() + REFRESH_NOW_INTERVAL_MS).toISOString();
    expect(first.body).toEqual({ queued: 2, refreshAvailableAt: availableAt });
    await server.settle();
    expect(server.figures.calls.length - calls).toBe(2);
    for (const target of targets) {
      expect(await analyticsRow(server, target.id)).toMatchObject({
        state: 'fresh',
        fetchedAt: clock,
        round: 0,
        nextRefreshAt: at(target.publishedAt ?? publishedAt, HOUR),
      });
      expect(await snapshotCount(server, target.id)).toBe(1);
    }
    const page = await creator.client.get(`/api/posts/${post.id}/analytics`);
    expect((page.body as PostAnalytics).refreshAvailableAt).toBe(availableAt);

    clock = new Date(clock.getTime() + REFRESH_NOW_INTERVAL_MS - 60_000);
    const again = await creator.client.post(`/api/posts/${post.id}/analytics/refresh`);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      message: `Refresh now works once every 5 minutes per post: try again in 1 minute (after ${availableAt}).`,
    });
    await server.settle();
    expect(server.figures.calls.length - calls).toBe(2);

    clock = new Date(availableAt);
    const later = await creator.client.post(`/api/posts/${post.id}/analytics/refresh`);
    expect(later.status).toBe(200);
    await server.settle();
    expect(server.figures.calls.length - calls).toBe(4);
    // The scheduled first read still comes at its time, as round 0.
    clock = at(publishedAt, HOUR);
    expect(await server.sweepAndSettle()).toBe(2);
    expect((await analyticsRow(server, targets[0]?.id ?? '')).round).toBe(1);
  });

  it("is another user's post's 404, and queues nothing for a post with nothing published", async () => {
    const { post } = await published([bluesky.id]);
    const stranger = (await signedUpClient(server.baseUrl)).client;
    expect((await stranger.post(`/api/posts/${post.id}/analytics/refresh`)).status).toBe(404);
    expect((await stranger.get(`/api/posts/${post.id}/analytics`)).status).toBe(404);

    const draft = await postNow(creator.client, [bluesky.id], { status: 'draft' });
    const nothing = await creator.client.post(`/api/posts/${draft.id}/analytics/refresh`);
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual({ queued: 0, refreshAvailableAt: clock.toISOString() });
  });
});

describe('thinning', () => {
  it('keeps only the last snapshot of each UTC day once older than 30 days, in batches', async () => {
    const { targets } = await published([bluesky.id]);
    const targetId = targets[0]?.id ?? '';
    // Noon UTC today; the snapshots below, at a UTC day and hour, all before every other test's.
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    clock = noon;
    const snapshot = (daysAgo: number, hour: number, views: number) => ({
      targetId,
      fetchedAt: new Date(noon.getTime() - daysAgo * DAY + (hour - 12) * HOUR),
      views,
      networkFigures: {},
    });
    await server.database.db.insert(analyticsSnapshots).values([
      // 41 days ago, older than 30 days: three reads of one UTC day, the last kept.
      snapshot(41, 1, 1),
      snapshot(41, 9, 2),
      snapshot(41, 23, 3),
      // 36 days ago: one read, kept.
      snapshot(36, 10, 4),
      // 10 days ago: within 30 days, all kept.
      snapshot(10, 1, 5),
      snapshot(10, 2, 6),
    ]);
    server.core.config.analytics = { ...server.core.config.analytics, thinBatch: 1 };
    try {
      expect(await thinSnapshots(server.core)).toEqual({ thinned: 2 });
    } finally {
      server.core.config.analytics = { ...server.core.config.analytics, thinBatch: 1_000 };
    }
    const kept = await server.database.db
      .select({ views: analyticsSnapshots.views })
      .from(analyticsSnapshots)
      .where(eq(analyticsSnapshots.targetId, targetId))
      .orderBy(analyticsSnapshots.fetchedAt);
    expect(kept.map((row) => row.views)).toEqual([3, 4, 5, 6]);
    expect(await thinSnapshots(server.core)).toEqual({ thinned: 0 });
  });
});
