/**
 * The analytics REST API (ADR 0090) over seeded rows: a period's totals, per network, a point per
 * day in the owner's zone and the top posts, with figures no network reported left out (never 0);
 * the CSV export; a post's figures; the period's and the filters' refusals; another user's post
 * and group; and the Analytics menu's permission.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsSnapshots,
  analyticsVersions,
  posts,
  postTargets,
  targetAnalytics,
  users,
} from '@fanout/db/schema';
import type {
  AccountGroup,
  AnalyticsOverview,
  FigureValues,
  Platform,
  PostAnalytics,
  SocialAccount,
} from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient } from './http-client';
import { connectAccount } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let owner: HttpClient;
let ownerId: string;
let brand: AccountGroup;
let side: AccountGroup;
let bluesky: SocialAccount;
const ids: Record<string, string> = {};

interface Seed {
  post: string;
  platform: Platform;
  publishedAt: string;
  figures?: FigureValues & { engagement?: number };
  network?: Record<string, number>;
  fetchedAt?: string;
  group?: AccountGroup;
  accountId?: string;
  userId?: string;
}

/** A published target and its analytics row, as reads would have left them. */
async function seed(name: string, row: Seed): Promise<void> {
  const { db } = server.database;
  const userId = row.userId ?? ownerId;
  const postId = ids[row.post] ?? '';
  const [target] = await db
    .insert(postTargets)
    .values({
      postId,
      ownerId: userId,
      socialAccountId: row.accountId ?? null,
      platform: row.platform,
      state: 'published',
      publishedAt: new Date(row.publishedAt),
      platformPostId: `${row.platform}-${name}`,
    })
    .returning();
  ids[name] = target?.id ?? '';
  const { engagement = null, ...figures } = row.figures ?? {};
  await db.insert(targetAnalytics).values({
    targetId: target?.id ?? '',
    ownerId: userId,
    postId,
    socialAccountId: row.accountId ?? null,
    groupId: (row.group ?? brand).id,
    platform: row.platform,
    publishedAt: new Date(row.publishedAt),
    state: row.fetchedAt ? 'fresh' : 'waiting',
    round: row.fetchedAt ? 1 : 0,
    fetchedAt: row.fetchedAt ? new Date(row.fetchedAt) : null,
    ...figures,
    engagement,
    networkFigures: row.network ?? {},
  });
}

async function newPost(name: string, text: string, userId = ownerId): Promise<void> {
  const [post] = await server.database.db
    .insert(posts)
    .values({ ownerId: userId, textContent: text })
    .returning();
  ids[name] = post?.id ?? '';
}

const PERIOD = 'from=2026-03-09&to=2026-03-15';

beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signedUpClient(server.baseUrl);
  owner = signedUp.client;
  ownerId = signedUp.userId;
  brand = (await owner.post('/api/account-groups', { name: 'Brand' })).body as AccountGroup;
  side = (await owner.post('/api/account-groups', { name: 'Side' })).body as AccountGroup;
  bluesky = await connectAccount(owner, brand, 'bluesky');
  // The period's days are New York's (EDT from 8 March 2026: UTC−4).
  await server.database.db
    .update(users)
    .set({ timeZone: 'America/New_York' })
    .where(eq(users.id, ownerId));

  await newPost('launch', 'Launch, day one\nmore text');
  await newPost('pins', 'Pins');
  await newPost('late', 'Late evening');
  await newPost('waiting', 'Not read yet');
  await newPost('outside', 'Outside the period');
  const stranger = await signedUpClient(server.baseUrl);
  ids.stranger = stranger.userId;
  await newPost('theirs', 'Someone else’s', stranger.userId);

  // 9 March 23:00 in New York.
  await seed('a', {
    post: 'launch',
    platform: 'bluesky',
    publishedAt: '2026-03-10T03:00:00Z',
    figures: { reactions: 5, comments: 1, reposts: 2, engagement: 8 },
    network: { likeCount: 5, replyCount: 1, repostCount: 2 },
    fetchedAt: '2026-03-12T00:00:00Z',
    accountId: bluesky.id,
  });
  await seed('b', {
    post: 'launch',
    platform: 'youtube',
    publishedAt: '2026-03-10T15:00:00Z',
    figures: { views: 100, reactions: 10, comments: 3, engagement: 13 },
    fetchedAt: '2026-03-11T00:00:00Z',
  });
  await seed('c', {
    post: 'pins',
    platform: 'pinterest',
    publishedAt: '2026-03-11T12:00:00Z',
    figures: { views: 50, saves: 4, clicks: 6, engagement: 10 },
    fetchedAt: '2026-03-13T00:00:00Z',
  });
  // Not read yet, in the other group: counted as a target, with no figures.
  await seed('g', {
    post: 'waiting',
    platform: 'threads',
    publishedAt: '2026-03-12T10:00:00Z',
    group: side,
  });
  // 15 March 23:30 in New York: the period's last day.
  await seed('d', {
    post: 'late',
    platform: 'bluesky',
    publishedAt: '2026-03-16T03:30:00Z',
    figures: { reactions: 1, comments: 0, reposts: 0, engagement: 1 },
    fetchedAt: '2026-03-16T06:00:00Z',
  });
  // 16 March 00:30 and 8 March 23:30 in New York: outside.
  for (const [name, at] of [
    ['e', '2026-03-16T04:30:00Z'],
    ['f', '2026-03-09T03:30:00Z'],
  ] as const) {
    await seed(name, {
      post: 'outside',
      platform: 'youtube',
      publishedAt: at,
      figures: { views: 1_000, engagement: 1_000 },
      fetchedAt: at,
    });
  }
  await seed('h', {
    post: 'theirs',
    platform: 'youtube',
    publishedAt: '2026-03-12T12:00:00Z',
    figures: { views: 7_777, engagement: 7_777 },
    fetchedAt: '2026-03-12T13:00:00Z',
    userId: stranger.userId,
    group: (await stranger.client.post('/api/account-groups', { name: 'Theirs' }))
      .body as AccountGroup,
  });
  await server.database.db.insert(analyticsSnapshots).values([
    {
      targetId: ids.a ?? '',
      fetchedAt: new Date('2026-03-10T04:00:00Z'),
      reactions: 2,
      comments: 0,
      reposts: 1,
      engagement: 3,
      networkFigures: { likeCount: 2, replyCount: 0, repostCount: 1 },
    },
    {
      targetId: ids.a ?? '',
      fetchedAt: new Date('2026-03-12T00:00:00Z'),
      reactions: 5,
      comments: 1,
      reposts: 2,
      engagement: 8,
      networkFigures: { likeCount: 5, replyCount: 1, repostCount: 2 },
    },
  ]);
});
afterAll(async () => server.close());

describe('GET /api/analytics', () => {
  it('adds up the period’s targets in the owner’s zone, leaving out what no network reports', async () => {
    const response = await owner.get(`/api/analytics?${PERIOD}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const overview = response.body as AnalyticsOverview;
    expect(overview).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-15',
      timeZone: 'America/New_York',
    });
    expect(overview.totals).toEqual({
      targets: 5,
      posts: 4,
      figures: { views: 150, reactions: 16, comments: 4, reposts: 2, saves: 4, clicks: 6 },
      engagement: 32,
    });
    expect(overview.byNetwork).toEqual([
      {
        platform: 'bluesky',
        targets: 2,
        posts: 2,
        figures: { reactions: 6, comments: 1, reposts: 2 },
        engagement: 9,
        notReported: ['views', 'saves', 'clicks'],
      },
      {
        platform: 'pinterest',
        targets: 1,
        posts: 1,
        figures: { views: 50, saves: 4, clicks: 6 },
        engagement: 10,
        notReported: ['reactions', 'comments', 'reposts'],
      },
      {
        platform: 'threads',
        targets: 1,
        posts: 1,
        figures: {},
        engagement: null,
        notReported: ['saves', 'clicks'],
      },
      {
        platform: 'youtube',
        targets: 1,
        posts: 1,
        figures: { views: 100, reactions: 10, comments: 3 },
        engagement: 13,
        notReported: ['reposts', 'saves', 'clicks'],
      },
    ]);
    expect(overview.series).toEqual([
      { date: '2026-03-09', views: null, engagement: 8 },
      { date: '2026-03-10', views: 100, engagement: 13 },
      { date: '2026-03-11', views: 50, engagement: 10 },
      { date: '2026-03-12', views: null, engagement: null },
      { date: '2026-03-13', views: null, engagement: null },
      { date: '2026-03-14', views: null, engagement: null },
      { date: '2026-03-15', views: null, engagement: 1 },
    ]);
    expect(overview.topPosts).toEqual([
      {
        postId: ids.launch,
        headline: 'Launch, day one',
        platforms: ['bluesky', 'youtube'],
        publishedAt: '2026-03-10T03:00:00.000Z',
        views: 100,
        engagement: 21,
      },
      {
        postId: ids.pins,
        headline: 'Pins',
        platforms: ['pinterest'],
        publishedAt: '2026-03-11T12:00:00.000Z',
        views: 50,
        engagement: 10,
      },
      {
        postId: ids.late,
        headline: 'Late evening',
        platforms: ['bluesky'],
        publishedAt: '2026-03-16T03:30:00.000Z',
        views: null,
        engagement: 1,
      },
      {
        postId: ids.waiting,
        headline: 'Not read yet',
        platforms: ['threads'],
        publishedAt: '2026-03-12T10:00:00.000Z',
        views: null,
        engagement: null,
      },
    ]);
    // The oldest fetch among the figures counted.
    expect(overview.updatedAt).toBe('2026-03-11T00:00:00.000Z');
  });

  it('filters by group and by network; a network without views has none, not 0', async () => {
    const grouped = (await owner.get(`/api/analytics?${PERIOD}&groupId=${brand.id}`))
      .body as AnalyticsOverview;
    expect(grouped.totals).toMatchObject({ targets: 4, posts: 3, engagement: 32 });
    const blueskyOnly = (await owner.get(`/api/analytics?${PERIOD}&platform=bluesky`))
      .body as AnalyticsOverview;
    expect(blueskyOnly.totals).toEqual({
      targets: 2,
      posts: 2,
      figures: { reactions: 6, comments: 1, reposts: 2 },
      engagement: 9,
    });
    expect(blueskyOnly.series.every((point) => point.views === null)).toBe(true);
    expect(blueskyOnly.topPosts.map((post) => post.postId)).toEqual([ids.launch, ids.late]);
  });

  it('is reused until a figure changes, and a claim’s lease alone changes nothing', async () => {
    const version = async () =>
      (
        await server.database.db
          .select({ version: analyticsVersions.version })
          .from(analyticsVersions)
          .where(eq(analyticsVersions.userId, ownerId))
      )[0]?.version;
    const views = async () =>
      ((await owner.get(`/api/analytics?${PERIOD}`)).body as AnalyticsOverview).totals.figures
        .views;
    expect(await views()).toBe(150);
    const before = await version();
    // What the refresh sweep's claim writes: the next read's time, nothing shown.
    await server.database.db
      .update(targetAnalytics)
      .set({ nextRefreshAt: new Date() })
      .where(eq(targetAnalytics.targetId, ids.b ?? ''));
    expect(await version()).toBe(before);
    // What a read writes.
    await server.database.db
      .update(targetAnalytics)
      .set({ views: 200, updatedAt: new Date() })
      .where(eq(targetAnalytics.targetId, ids.b ?? ''));
    expect(await version()).not.toBe(before);
    try {
      expect(await views()).toBe(250);
    } finally {
      await server.database.db
        .update(targetAnalytics)
        .set({ views: 100, nextRefreshAt: null })
        .where(eq(targetAnalytics.targetId, ids.b ?? ''));
    }
    expect(await views()).toBe(150);
  });

  it('answers an empty period with zero targets and no figures', async () => {
    const empty = (await owner.get('/api/analytics?from=2020-01-01&to=2020-01-02'))
      .body as AnalyticsOverview;
    expect(empty).toMatchObject({
      totals: { targets: 0, posts: 0, figures: {}, engagement: null },
      byNetwork: [],
      topPosts: [],
      updatedAt: null,
    });
    expect(empty.series).toHaveLength(2);
  });

  it('refuses a period out of order or over 366 days, a bad filter, and another user’s group', async () => {
    const refused = async (query: string, status: number, message: string | RegExp) => {
      const response = await owner.get(`/api/analytics?${query}`);
      expect(response.status, query).toBe(status);
      expect((response.body as { message: string }).message).toMatch(message);
    };
    await refused('from=2026-03-15&to=2026-03-09', 400, 'to must not be before from');
    await refused(
      'from=2025-01-01&to=2026-01-02',
      400,
      'The period is at most 366 days (2025-01-01 to 2026-01-02 is 367)',
    );
    await refused('from=2026-02-30&to=2026-03-09', 400, /from must be a date \(YYYY-MM-DD\)/);
    await refused(`${PERIOD}&platform=myspace`, 400, /platform must be one of linkedin/);
    const theirs = (
      await server.database.db
        .select({ groupId: targetAnalytics.groupId })
        .from(targetAnalytics)
        .where(eq(targetAnalytics.targetId, ids.h ?? ''))
    )[0]?.groupId;
    await refused(`${PERIOD}&groupId=${theirs}`, 404, 'Account group not found');
    await refused(`${PERIOD}&groupId=${randomUUID()}`, 404, 'Account group not found');
    expect((await new HttpClient(server.baseUrl).get(`/api/analytics?${PERIOD}`)).status).toBe(401);
  });
});

describe('GET /api/analytics/export.csv', () => {
  it('sends the period’s targets, one a row, with empty cells for figures not reported', async () => {
    const response = await owner.get(`/api/analytics/export.csv?${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fanout-analytics-2026-03-09-to-2026-03-15.csv"',
    );
    const lines = (response.body as string).split('\r\n');
    expect(lines[0]).toBe(
      'post_id,target_id,network,account,headline,published_at,fetched_at,state,views,reactions,comments,reposts,saves,clicks,engagement,item,item_position',
    );
    expect(lines.slice(1)).toEqual([
      `${ids.launch},${ids.a},Bluesky,${bluesky.platformUsername},"Launch, day one",2026-03-10T03:00:00.000Z,2026-03-12T00:00:00.000Z,fresh,,5,1,2,,,8,post,`,
      `${ids.launch},${ids.b},YouTube,,"Launch, day one",2026-03-10T15:00:00.000Z,2026-03-11T00:00:00.000Z,fresh,100,10,3,,,,13,post,`,
      `${ids.pins},${ids.c},Pinterest,,Pins,2026-03-11T12:00:00.000Z,2026-03-13T00:00:00.000Z,fresh,50,,,,4,6,10,post,`,
      `${ids.waiting},${ids.g},Threads,,Not read yet,2026-03-12T10:00:00.000Z,,waiting,,,,,,,,post,`,
      `${ids.late},${ids.d},Bluesky,,Late evening,2026-03-16T03:30:00.000Z,2026-03-16T06:00:00.000Z,fresh,,1,0,0,,,1,post,`,
      '',
    ]);
  });

  it('refuses what the overview refuses, and an unknown parameter', async () => {
    const bad = await owner.get('/api/analytics/export.csv?from=2026-03-15&to=2026-03-09');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'to must not be before from', code: 'BAD_REQUEST' });
    const unknown = await owner.get(`/api/analytics/export.csv?${PERIOD}&status=published`);
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toContain(
      'Unknown query parameter "status"',
    );
    const signedOut = new HttpClient(server.baseUrl);
    expect((await signedOut.get(`/api/analytics/export.csv?${PERIOD}`)).status).toBe(401);
  });
});

describe('GET /api/posts/{id}/analytics', () => {
  it('gives each target’s figures, the network’s own names, what it never reports, and history', async () => {
    const response = await owner.get(`/api/posts/${ids.launch}/analytics`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const analytics = response.body as PostAnalytics;
    expect(analytics.postId).toBe(ids.launch);
    expect(analytics.refreshAvailableAt).toBeNull();
    expect(analytics.targets.map((target) => target.platform)).toEqual(['bluesky', 'youtube']);
    const [first] = analytics.targets;
    expect(first).toMatchObject({
      targetId: ids.a,
      socialAccountId: bluesky.id,
      accountName: bluesky.platformUsername,
      publishedAt: '2026-03-10T03:00:00.000Z',
      state: 'fresh',
      problem: null,
      fetchedAt: '2026-03-12T00:00:00.000Z',
      figures: { reactions: 5, comments: 1, reposts: 2 },
      engagement: 8,
      notReported: ['views', 'saves', 'clicks'],
      networkFigures: [
        { name: 'likeCount', label: 'Likes', figure: 'reactions', value: 5 },
        { name: 'replyCount', label: 'Replies', figure: 'comments', value: 1 },
        { name: 'repostCount', label: 'Reposts', figure: 'reposts', value: 2 },
        // Not answered for this post: null, not 0.
        { name: 'quoteCount', label: 'Quotes', figure: 'reposts', value: null },
      ],
      history: [
        {
          fetchedAt: '2026-03-10T04:00:00.000Z',
          figures: { reactions: 2, comments: 0, reposts: 1 },
        },
        {
          fetchedAt: '2026-03-12T00:00:00.000Z',
          figures: { reactions: 5, comments: 1, reposts: 2 },
        },
      ],
    });
  });

  it('is a 404 for another user’s post or a missing one, and empty for a post not published', async () => {
    expect((await owner.get(`/api/posts/${ids.theirs}/analytics`)).status).toBe(404);
    expect((await owner.get(`/api/posts/${randomUUID()}/analytics`)).status).toBe(404);
    await newPost('draft', 'Just a draft');
    const draft = await owner.get(`/api/posts/${ids.draft}/analytics`);
    expect(draft.body).toEqual({ postId: ids.draft, targets: [], refreshAvailableAt: null });
  });

  it('is in the OpenAPI document with the overview and Refresh now', async () => {
    const document = (await owner.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/posts/{id}/analytics'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/posts/{id}/analytics/refresh'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/analytics'] ?? {})).toEqual(['get']);
  });
});

describe('the Analytics menu’s permission', () => {
  it('refuses every analytics call (403) to a role without access_analytics, and allows them back', async () => {
    const admin = (await adminClient(server)).client;
    const roles = (await admin.get('/api/admin/roles')).body as Array<{ id: string; name: string }>;
    const permissions = (await admin.get('/api/permissions')).body as Array<{
      id: string;
      name: string;
    }>;
    const body = {
      roleId: roles.find((role) => role.name === 'customer')?.id ?? '',
      permissionId: permissions.find((p) => p.name === 'access_analytics')?.id ?? '',
    };
    const calls = [
      () => owner.get(`/api/analytics?${PERIOD}`),
      () => owner.get(`/api/analytics/export.csv?${PERIOD}`),
      () => owner.get(`/api/posts/${ids.launch}/analytics`),
      () => owner.post(`/api/posts/${ids.launch}/analytics/refresh`),
      () =>
        owner.get(
          `/trpc/analytics.overview?input=${encodeURIComponent(JSON.stringify({ from: '2026-03-09', to: '2026-03-15' }))}`,
        ),
    ];
    const hidden = await admin.request(
      'DELETE',
      `/api/admin/role-permissions?${new URLSearchParams(body).toString()}`,
    );
    expect(hidden.status).toBe(200);
    try {
      for (const call of calls) {
        const response = await call();
        expect(response.status).toBe(403);
        expect(JSON.stringify(response.body)).toContain(
          'The menu \\"Analytics\\" is hidden from your role',
        );
      }
      // Administrators hold every permission.
      expect((await admin.get(`/api/analytics?${PERIOD}`)).status).toBe(200);
    } finally {
      expect((await admin.post('/api/admin/role-permissions', body)).status).toBe(200);
    }
    expect((await owner.get(`/api/analytics?${PERIOD}`)).status).toBe(200);
  });
});
