/**
 * Analytics end to end against the sandbox (ADR 0090): the product's own figures readers (not
 * scripted ones) read each network's figures in its own shapes, the refresh job maps them onto
 * the vocabulary and stores them, a figure the network leaves out stays "not reported" (null,
 * never 0), and the network's 429 postpones the read with the figures kept. The schedule itself,
 * on a stopped clock, is analytics-refresh.int.test.ts'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnalyticsJobs, sweepDueReads } from '@fanout/core/analytics';
import type { PostTargetRow } from '@fanout/db/schema';
import { NETWORK_FIGURES, toFigureValues, type Platform } from '@fanout/shared';
import { analyticsRow, snapshotCount } from './analytics-kit';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

const HOUR = 3_600_000;
// The text-only networks: the chain is the same for the others, whose readers are held to the
// sandbox one by one in packages/platforms/src/analytics/figures-readers.test.ts.
const NETWORKS = ['twitter', 'linkedin', 'threads', 'bluesky', 'facebook'] as const;

let server: PublishingServer;
let targets: PostTargetRow[];

async function settleReads() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const stats = await server.core.analyticsJobs.stats();
    if (stats.ready + stats.delayed + stats.running === 0) return;
    if (Date.now() > deadline) throw new Error(`reads did not settle: ${JSON.stringify(stats)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One sweep as if `ms` had passed since now, and its reads done. */
async function sweepAfter(ms: number) {
  const later = new Date(Date.now() + ms);
  server.core.now = () => later;
  await sweepDueReads(server.core);
  await settleReads();
}

/** The sandbox's post behind a target. */
function sandboxPost(target: PostTargetRow) {
  const post = server.sandbox.publishing.find(target.platform, target.platformPostId ?? '');
  if (!post) throw new Error(`the sandbox holds no ${target.platform} post for ${target.id}`);
  return post;
}

/**
 * What each network answers for the post: every name of its row a known number, except the first,
 * which the network leaves out (as X leaves impressions out for a token that may not read them).
 */
function answerOf(platform: Platform): Record<string, number | null> {
  const row = NETWORK_FIGURES[platform];
  return Object.fromEntries(
    row.map((entry, index) => [entry.name, index === 0 ? null : (index + 1) * 7]),
  );
}

beforeAll(async () => {
  // X's reads cost money and are off by default: this server reads them.
  server = await startPublishingServer({ ANALYTICS_X_READS: 'true' });
  registerAnalyticsJobs(server.core);
  server.core.analyticsJobs.start();
  const creator = await newCreator(server);
  const accounts = [];
  for (const platform of NETWORKS) {
    accounts.push(await connectAccount(creator.client, creator.group, platform));
  }
  const post = await postNow(
    creator.client,
    accounts.map((account) => account.id),
  );
  targets = await settledTargets(server, post.id);
  for (const target of targets) expect(target.state, target.platform).toBe('published');
});
afterAll(async () => {
  await server.core.analyticsJobs.stop();
  await server.close();
});

describe('figures read from the sandbox by the product', () => {
  it("maps each network's answer onto the vocabulary; what a network leaves out stays not reported", async () => {
    for (const target of targets) {
      server.sandbox.figures.override(sandboxPost(target), answerOf(target.platform));
    }
    await sweepAfter(HOUR + 60_000);
    for (const target of targets) {
      const row = await analyticsRow(server, target.id);
      const answered = Object.fromEntries(
        Object.entries(answerOf(target.platform)).filter(
          (entry): entry is [string, number] => entry[1] !== null,
        ),
      );
      const expected = toFigureValues(target.platform, answered);
      expect(row.state, `${target.platform}: ${row.problem ?? ''}`).toBe('fresh');
      expect(row.round, target.platform).toBe(1);
      expect(row.networkFigures, target.platform).toEqual(answered);
      for (const figure of [
        'views',
        'reactions',
        'comments',
        'reposts',
        'saves',
        'clicks',
      ] as const) {
        expect(row[figure], `${target.platform} ${figure}`).toBe(expected[figure] ?? null);
      }
      expect(await snapshotCount(server, target.id)).toBe(1);
    }
    // Views left out are not reported, never a 0 (Bluesky reports none at all).
    for (const target of targets) {
      expect((await analyticsRow(server, target.id)).views, target.platform).toBeNull();
    }
  });

  it('postpones a read the network refuses with 429, keeping the figures, and reads the others', async () => {
    const refused = targets.find((target) => target.platform === 'bluesky') as PostTargetRow;
    const before = await analyticsRow(server, refused.id);
    server.sandbox.figures.refuse('bluesky', { kind: 'rate_limit', retryAfterSeconds: 120 });
    try {
      await sweepAfter(6 * HOUR + 60_000);
    } finally {
      server.sandbox.figures.refuse('bluesky', null);
    }
    const after = await analyticsRow(server, refused.id);
    expect(after.state).toBe('postponed');
    expect(after.round).toBe(before.round);
    expect(after.reactions).toBe(before.reactions);
    expect(after.fetchedAt).toEqual(before.fetchedAt);
    expect(after.nextRefreshAt?.getTime()).toBeGreaterThan(Date.now() + 6 * HOUR);
    expect(await snapshotCount(server, refused.id)).toBe(1);
    for (const target of targets.filter((t) => t.platform !== 'bluesky')) {
      const row = await analyticsRow(server, target.id);
      expect(row.state, target.platform).toBe('fresh');
      expect(row.round, target.platform).toBe(2);
    }
  });
});
