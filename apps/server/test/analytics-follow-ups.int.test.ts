/**
 * A thread's replies and a first comment get figures of their own (ADR 0090 "Follow-ups"): each
 * published follow-up is read by the product's own readers against the sandbox right after its
 * target, its figures stored in follow_up_analytics and answered under its target by
 * `GET /api/posts/{id}/analytics`, equal to the sandbox's deterministic figures of that reply or
 * comment. A deleted comment says so and the others go on; a 429 on a follow-up keeps the
 * target's figures and pauses the account's reads; another user's post stays a 404.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnalyticsJobs, sweepDueReads } from '@fanout/core/analytics';
import {
  analyticsVersions,
  followUpAnalytics,
  postFollowUps,
  socialAccounts,
  type PostFollowUpRow,
  type PostTargetRow,
} from '@fanout/db/schema';
import { sandboxCommentFigures, sandboxFigures } from '@fanout/sandbox/testing';
import {
  figuresNotReported,
  figuresOfFollowUp,
  toFigureValues,
  type Platform,
  type PostAnalytics,
} from '@fanout/shared';
import { analyticsRow } from './analytics-kit';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Figures read as the sandbox answers them 30 days on: settled, so they do not move while a test
// compares them (each network's curve is 99.9 % grown after a week).
const AHEAD = 30 * DAY;

let server: PublishingServer;
let alice: Awaited<ReturnType<typeof newCreator>>;
let postId: string;
let targets: PostTargetRow[];
let followUps: PostFollowUpRow[];

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

async function publishedFollowUps(timeoutMs = 20_000): Promise<PostFollowUpRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await server.database.db
      .select()
      .from(postFollowUps)
      .where(eq(postFollowUps.postId, postId))
      .orderBy(asc(postFollowUps.targetId), asc(postFollowUps.position));
    if (rows.every((row) => row.state === 'published' || row.state === 'failed')) return rows;
    if (Date.now() > deadline)
      throw new Error(`follow-ups did not settle: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const platformOf = (item: PostFollowUpRow): Platform => {
  const target = targets.find((candidate) => candidate.id === item.targetId);
  if (!target) throw new Error(`no target for follow-up ${item.id}`);
  return target.platform;
};

/** The sandbox's own figures of a reply (a post on its network) or a comment, settled. */
function sandboxValuesOf(item: PostFollowUpRow): Record<string, number> {
  const platform = platformOf(item);
  const id = item.platformPostId ?? '';
  return {
    ...(item.kind === 'thread'
      ? sandboxFigures(platform, id, AHEAD)
      : sandboxCommentFigures(platform, id, AHEAD)),
  };
}

async function storedOf(item: PostFollowUpRow) {
  const [row] = await server.database.db
    .select()
    .from(followUpAnalytics)
    .where(eq(followUpAnalytics.followUpId, item.id));
  return row;
}

async function postAnalytics(): Promise<PostAnalytics> {
  const response = await alice.client.get(`/api/posts/${postId}/analytics`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as PostAnalytics;
}

beforeAll(async () => {
  // X's reads cost money and are off by default: this server reads them.
  server = await startPublishingServer({ ANALYTICS_X_READS: 'true' });
  registerAnalyticsJobs(server.core);
  server.core.analyticsJobs.start();
  server.sandbox.figures.aheadMs = AHEAD;
  alice = await newCreator(server);
  const threaded = [
    await connectAccount(alice.client, alice.group, 'bluesky'),
    await connectAccount(alice.client, alice.group, 'twitter'),
  ];
  const commented = [
    await connectAccount(alice.client, alice.group, 'facebook'),
    await connectAccount(alice.client, alice.group, 'linkedin'),
  ];
  const thread = [{ textContent: 'Reply 2' }, { textContent: 'Reply 3' }];
  const post = await postNow(
    alice.client,
    [...threaded, ...commented].map((account) => account.id),
    {
      variants: Object.fromEntries([
        ...threaded.map((account) => [account.id, { thread }]),
        ...commented.map((account) => [account.id, { firstComment: 'The link: example.com' }]),
      ]),
    },
  );
  postId = post.id;
  targets = await settledTargets(server, post.id);
  for (const target of targets) expect(target.state, target.platform).toBe('published');
  followUps = await publishedFollowUps();
  expect(followUps.map((item) => [platformOf(item), item.kind, item.state]).sort()).toEqual(
    [
      ['bluesky', 'thread', 'published'],
      ['bluesky', 'thread', 'published'],
      ['twitter', 'thread', 'published'],
      ['twitter', 'thread', 'published'],
      ['facebook', 'first_comment', 'published'],
      ['linkedin', 'first_comment', 'published'],
    ].sort(),
  );
});
afterAll(async () => {
  await server.core.analyticsJobs.stop();
  await server.close();
});

describe("follow-ups' figures read from the sandbox", () => {
  it("stores each reply's and first comment's own figures right after its target's read", async () => {
    // Nothing is read before the target's first scheduled read.
    for (const item of followUps) expect(await storedOf(item), item.kind).toBeUndefined();
    await sweepAfter(HOUR + 60_000);
    for (const item of followUps) {
      const platform = platformOf(item);
      const label = `${platform} ${item.kind} ${item.position}`;
      const stored = await storedOf(item);
      const answered = sandboxValuesOf(item);
      expect(stored?.problem, label).toBeNull();
      expect(stored?.networkFigures, label).toEqual(answered);
      const expected = toFigureValues(platform, answered, figuresOfFollowUp(item.kind));
      for (const figure of ['views', 'reactions', 'comments', 'reposts', 'saves'] as const) {
        expect(stored?.[figure], `${label} ${figure}`).toBe(expected[figure] ?? null);
      }
      expect(stored?.reactions ?? 0, label).toBeGreaterThan(0);
    }
    // The targets' own figures are their posts', untouched by their follow-ups'.
    for (const target of targets) {
      const row = await analyticsRow(server, target.id);
      expect(row.state, target.platform).toBe('fresh');
      expect(row.networkFigures, target.platform).toEqual(
        sandboxFigures(target.platform, target.platformPostId ?? '', AHEAD),
      );
    }
  });

  it('answers them under each target, in position order, with what their network never reports', async () => {
    const analytics = await postAnalytics();
    for (const target of analytics.targets) {
      const own = followUps.filter((item) => item.targetId === target.targetId);
      expect(
        target.followUps.map((item) => [item.id, item.position]),
        target.platform,
      ).toEqual(own.map((item) => [item.id, item.position]));
      for (const item of target.followUps) {
        const row = own.find((candidate) => candidate.id === item.id);
        expect(item).toMatchObject({
          kind: row?.kind,
          url: row?.platformPostUrl,
          problem: null,
          notReported: figuresNotReported(target.platform, figuresOfFollowUp(item.kind)),
        });
        expect(item.fetchedAt).not.toBeNull();
        if (item.kind === 'first_comment') expect(item.figures).not.toHaveProperty('views');
      }
    }
  });

  it('says a comment deleted on its network is gone, and reads the others', async () => {
    const comment = followUps.find((item) => platformOf(item) === 'facebook') as PostFollowUpRow;
    const before = await storedOf(comment);
    const deleted = server.sandbox.publishing.find('facebook', comment.platformPostId ?? '');
    expect(server.sandbox.publishing.remove('facebook', comment.platformPostId ?? '')).toBe(true);
    const overridden = followUps.find((item) => platformOf(item) === 'linkedin') as PostFollowUpRow;
    const held = server.sandbox.publishing.find('linkedin', overridden.platformPostId ?? '');
    if (!held) throw new Error('the sandbox holds no LinkedIn comment');
    // LinkedIn leaves the replies out of this read: not reported, never 0.
    server.sandbox.figures.override(held, { totalLikes: 321, aggregatedTotalComments: null });
    await sweepAfter(6 * HOUR + 60_000);
    const gone = await storedOf(comment);
    expect(gone?.problem).toBe('The comment was deleted on Facebook.');
    expect(gone?.reactions).toBe(before?.reactions);
    // Back on the network (it never comes back there; here it shows whether it is asked again):
    // a deleted follow-up is never read again, so its row keeps saying so (the next sweeps').
    if (deleted) server.sandbox.publishing.add({ ...deleted });
    const other = await storedOf(overridden);
    expect(other).toMatchObject({ problem: null, reactions: 321, comments: null });
    const answered = (await postAnalytics()).targets.flatMap((target) => target.followUps);
    expect(answered.find((item) => item.id === comment.id)?.problem).toBe(
      'The comment was deleted on Facebook.',
    );
    expect(answered.find((item) => item.id === overridden.id)?.figures).toEqual({ reactions: 321 });
  });

  it("changes the owner's analytics version with a follow-up's row alone (migration 0044)", async () => {
    const version = async () => {
      const [row] = await server.database.db
        .select({ version: analyticsVersions.version })
        .from(analyticsVersions)
        .where(eq(analyticsVersions.userId, alice.userId));
      return row?.version ?? 0;
    };
    const item = followUps.find(
      (candidate) => platformOf(candidate) === 'bluesky',
    ) as PostFollowUpRow;
    const before = await version();
    await server.database.db
      .update(followUpAnalytics)
      .set({ reactions: 4242 })
      .where(eq(followUpAnalytics.followUpId, item.id));
    expect(await version()).toBeGreaterThan(before);
    const answered = (await postAnalytics()).targets.flatMap((target) => target.followUps);
    expect(answered.find((candidate) => candidate.id === item.id)?.figures.reactions).toBe(4242);
  });

  it("keeps the target's figures when a follow-up's read meets a 429, and pauses the account", async () => {
    const reply = followUps.find(
      (item) => platformOf(item) === 'twitter' && item.position === 1,
    ) as PostFollowUpRow;
    const after = followUps.find(
      (item) => platformOf(item) === 'twitter' && item.position === 2,
    ) as PostFollowUpRow;
    const target = targets.find((candidate) => candidate.platform === 'twitter') as PostTargetRow;
    const held = server.sandbox.publishing.find('twitter', target.platformPostId ?? '');
    if (!held) throw new Error('the sandbox holds no X post');
    // The post's figures change for this read, its replies' stay: a read that lands shows.
    server.sandbox.figures.override(held, { like_count: 999 });
    const replyBefore = await storedOf(reply);
    const afterBefore = await storedOf(after);
    // X checks its figure reads by the ids asked for; the reply's read alone is refused.
    server.sandbox.figures.refusePost('twitter', reply.platformPostId ?? '', {
      kind: 'rate_limit',
      retryAfterSeconds: 600,
    });
    try {
      await sweepAfter(DAY + 60_000);
    } finally {
      server.sandbox.figures.refusePost('twitter', reply.platformPostId ?? '', null);
    }
    const row = await analyticsRow(server, target.id);
    expect(row.state, row.problem ?? '').toBe('fresh');
    expect(row.networkFigures.like_count).toBe(999);
    expect(row.round).toBe(3);
    // The refused reply and the one after it keep their last figures (the round ended there).
    expect(await storedOf(reply)).toEqual(replyBefore);
    expect(await storedOf(after)).toEqual(afterBefore);
    const [account] = await server.database.db
      .select({ pausedUntil: socialAccounts.analyticsPausedUntil })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, target.socialAccountId ?? ''));
    expect(account?.pausedUntil?.getTime() ?? 0).toBeGreaterThan(Date.now() + 5 * 60_000);
    // Bluesky's account is not paused: its replies were read in the same sweep.
    const bluesky = followUps.filter((item) => platformOf(item) === 'bluesky');
    const read = await server.database.db
      .select({ fetchedAt: followUpAnalytics.fetchedAt })
      .from(followUpAnalytics)
      .where(
        and(
          inArray(
            followUpAnalytics.followUpId,
            bluesky.map((item) => item.id),
          ),
        ),
      );
    expect(read.map((item) => item.fetchedAt?.getTime())).toEqual(
      read.map(() => server.core.now?.().getTime()),
    );
  });

  it('exports a row per follow-up after its target, with its kind and position', async () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const query = `from=${day(Date.now() - DAY)}&to=${day(Date.now())}`;
    const response = await alice.client.get(`/api/analytics/export.csv?${query}`);
    expect(response.status, String(response.body)).toBe(200);
    const lines = (response.body as string).split('\r\n').filter((line) => line !== '');
    const header = (lines[0] ?? '').split(',');
    const column = (name: string) => header.indexOf(name);
    const cells = lines.slice(1).map((line) => line.split(','));
    for (const target of targets) {
      const own = cells.filter((row) => row[column('target_id')] === target.id);
      const expected = [
        ['post', ''],
        ...followUps
          .filter((item) => item.targetId === target.id)
          .map((item) => [item.kind, String(item.position)]),
      ];
      expect(
        own.map((row) => [row[column('item')], row[column('item_position')]]),
        target.platform,
      ).toEqual(expected);
    }
    const comment = followUps.find((item) => platformOf(item) === 'linkedin') as PostFollowUpRow;
    const row = cells.find(
      (line) =>
        line[column('target_id')] === comment.targetId && line[column('item')] === 'first_comment',
    );
    expect(row?.[column('reactions')]).toBe('321');
    expect(row?.[column('views')]).toBe('');
  });

  it("stops quietly when a comment's read meets an expired token: nothing changes but the post's read", async () => {
    const comment = followUps.find((item) => platformOf(item) === 'linkedin') as PostFollowUpRow;
    const target = targets.find((candidate) => candidate.platform === 'linkedin') as PostTargetRow;
    const before = await storedOf(comment);
    const targetBefore = await analyticsRow(server, target.id);
    server.sandbox.figures.refusePost('linkedin', comment.platformPostId ?? '', {
      kind: 'expired',
    });
    try {
      await sweepAfter(3 * DAY + 60_000);
    } finally {
      server.sandbox.figures.refusePost('linkedin', comment.platformPostId ?? '', null);
    }
    const row = await analyticsRow(server, target.id);
    expect(row.state, row.problem ?? '').toBe('fresh');
    expect(row.round).toBe(targetBefore.round + 1);
    expect(await storedOf(comment)).toEqual(before);
    // Facebook's deleted comment was not asked about again in the later rounds.
    const gone = followUps.find((item) => platformOf(item) === 'facebook') as PostFollowUpRow;
    expect((await storedOf(gone))?.problem).toBe('The comment was deleted on Facebook.');
  });

  it("keeps another user's post a 404, follow-ups and all", async () => {
    const bob = await newCreator(server, 'Other');
    const response = await bob.client.get(`/api/posts/${postId}/analytics`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('Reply');
  });
});
