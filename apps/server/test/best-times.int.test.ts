import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedHistory, type PublishedFigures } from '@fanout/db/testing';
import {
  addDays,
  zonedInstant,
  zonedWallTime,
  type AccountGroup,
  type BestTimes,
  type SocialAccount,
} from '@fanout/shared';
import {
  DEFAULT_QUEUE_SCHEDULE,
  queueSlots,
  type QueuedPost,
  type QueueSchedule,
} from '@fanout/shared/queue';
import { HttpClient, signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/**
 * Best times from the user's own history (ADR 0091), over real HTTP on a seeded history whose
 * best cell is known: Tuesdays at 09:00 in Tokyo, where the posts had the most engagement per view
 * though Friday evenings had more engagement in all.
 */
const ZONE = 'Asia/Tokyo';
const DAY_MS = 86_400_000;

let server: TestServer;
let owner: { client: HttpClient; userId: string; group: AccountGroup };
let x: SocialAccount;
let bluesky: SocialAccount;
let side: AccountGroup;

/** The `count` latest days of ISO weekday `day` at least three days ago, at `time` in the zone. */
function pastWeekly(day: number, time: string, count: number, zone = ZONE): Date[] {
  const today = zonedWallTime(new Date(), zone).date;
  const found: Date[] = [];
  for (let back = 3; found.length < count; back += 1) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    const at = weekday === day ? zonedInstant({ date, time }, zone) : null;
    if (at) found.push(at);
  }
  return found;
}

const figures = (at: Date, views: number | null, engagement: number): PublishedFigures => ({
  publishedAt: at,
  views,
  engagement,
});

async function seed(account: SocialAccount, history: PublishedFigures[]) {
  await insertPublishedHistory(
    server.database.db,
    { ownerId: owner.userId, id: account.id, platform: account.platform, groupId: account.groupId },
    history,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await newCreator(server);
  const zoned = await owner.client.request('PATCH', '/api/settings/profile', {
    body: { firstName: 'Bea', lastName: 'Best', timeZone: ZONE },
  });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  x = await connectAccount(owner.client, owner.group, 'twitter');
  side = (await owner.client.post('/api/account-groups', { name: 'Side' })).body as AccountGroup;
  bluesky = await connectAccount(owner.client, side, 'bluesky');

  // 14 posts that count: 4 on Tuesdays at 09:30 (6% of views engaged), 6 on Friday evenings
  // (more engagement, fewer per view: 2%) and 4 on Sunday afternoons (1%).
  await seed(x, [
    ...pastWeekly(2, '09:30', 4).map((at) => figures(at, 1000, 60)),
    ...pastWeekly(5, '20:15', 6).map((at) => figures(at, 10_000, 200)),
    ...pastWeekly(7, '15:00', 4).map((at) => figures(at, 2000, 20)),
    // Not counted: read only 6 hours after it went out (figures still growing), no views
    // answered, and published more than a year ago. Each would be the best cell if it counted.
    { ...figures(pastWeekly(6, '11:00', 1)[0] ?? new Date(), 100, 90), fetchedAt: null },
    {
      ...figures(pastWeekly(3, '12:00', 1)[0] ?? new Date(), 100, 90),
      fetchedAt: new Date((pastWeekly(3, '12:00', 1)[0] ?? new Date()).getTime() + 6 * 3_600_000),
    },
    figures(pastWeekly(4, '07:00', 1)[0] ?? new Date(), null, 500),
    figures(new Date(Date.now() - 400 * DAY_MS), 100, 90),
  ]);
  // Nine posts on Bluesky, which reports no views: engagement per post, one short of enough.
  await seed(
    bluesky,
    pastWeekly(1, '18:00', 9).map((at) => figures(at, null, 12)),
  );
});
afterAll(async () => server.close());

const bestTimesOf = (client: HttpClient, accountId: string) =>
  client.get(`/api/analytics/best-times?accountId=${accountId}`);

/** The next `count` instants of these weekly places (ISO weekday, 'HH:MM') in the zone. */
function nextWeekly(cells: { day: number; time: string }[], count = 1): string[] {
  const slots: string[] = [];
  for (const slot of queueSlots({ days: [], times: [], timeZone: ZONE, cells }, new Date())) {
    slots.push(slot.toISOString());
    if (slots.length === count) break;
  }
  return slots;
}

describe('GET /api/analytics/best-times', () => {
  it('finds the seeded best cell in the user’s zone, with the posts behind each cell', async () => {
    const answer = await bestTimesOf(owner.client, x.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const best = answer.body as BestTimes;
    expect(best).toMatchObject({
      accountId: x.id,
      timeZone: ZONE,
      method: 'engagement_per_view',
      postsCounted: 14,
      postsNeeded: 10,
      enoughHistory: true,
    });
    expect(best.cells.map(({ weekday, hour, posts }) => ({ weekday, hour, posts }))).toEqual([
      { weekday: 2, hour: 9, posts: 4 },
      { weekday: 5, hour: 20, posts: 6 },
      { weekday: 0, hour: 15, posts: 4 },
    ]);
    // Only Tuesday 09:00 did better than usual: the suggestion is its next one.
    expect(best.nextBestTime).toBe(nextWeekly([{ day: 2, time: '09:00' }])[0]);
  });

  it('reads the same history in the zone the user sets: Tuesday 09:30 in Tokyo is 00:30 UTC', async () => {
    const other = await signedUpClient(server.baseUrl);
    const group = (await other.client.post('/api/account-groups', { name: 'Utc' }))
      .body as AccountGroup;
    const account = await connectAccount(other.client, group, 'twitter');
    await insertPublishedHistory(
      server.database.db,
      { ownerId: other.userId, id: account.id, platform: 'twitter', groupId: group.id },
      [
        ...pastWeekly(2, '09:30', 5).map((at) => figures(at, 1000, 60)),
        ...pastWeekly(4, '20:00', 5).map((at) => figures(at, 1000, 10)),
      ],
    );
    const utc = (await bestTimesOf(other.client, account.id)).body as BestTimes;
    expect(utc.timeZone).toBe('UTC');
    expect(utc.cells[0]).toMatchObject({ weekday: 2, hour: 0, posts: 5 });
    const slot = utc.nextBestTime ? new Date(utc.nextBestTime) : null;
    expect(slot && zonedWallTime(slot, 'UTC')).toMatchObject({ weekday: 2, time: '00:00' });
  });

  it('says "not enough history" below ten posts, and suggests nothing', async () => {
    const answer = await bestTimesOf(owner.client, bluesky.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      method: 'engagement_per_post',
      postsCounted: 9,
      postsNeeded: 10,
      enoughHistory: false,
      nextBestTime: null,
      cells: [{ weekday: 1, hour: 18, posts: 9, score: 12 }],
    });
  });

  it('answers 404 for another user’s account, 400 for a bad id, 401 signed out', async () => {
    const stranger = await signedUpClient(server.baseUrl);
    const refused = await bestTimesOf(stranger.client, x.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Social account not found' });
    expect((await bestTimesOf(owner.client, 'not-an-id')).status).toBe(400);
    expect((await bestTimesOf(new HttpClient(server.baseUrl), x.id)).status).toBe(401);
  });
});

describe('the queue on “Use my best times”', () => {
  const scheduleOf = async (groupId: string) =>
    (await owner.client.get(`/api/account-groups/${groupId}/queue`)).body as QueueSchedule;
  const useBestTimes = async (groupId: string) => {
    const saved = await owner.client.request('PUT', `/api/account-groups/${groupId}/queue`, {
      body: { ...DEFAULT_QUEUE_SCHEDULE, useBestTimes: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body as QueueSchedule;
  };
  const add = async (groupId: string, accountId: string, text: string) => {
    const answer = await owner.client.post('/api/queue/posts', {
      groupId,
      textContent: text,
      platforms: [accountId],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as QueuedPost).slot;
  };

  it('is off by default, and when on fills the best cell’s next free times', async () => {
    expect(await scheduleOf(owner.group.id)).toMatchObject({
      useBestTimes: false,
      bestTimes: null,
    });
    const saved = await useBestTimes(owner.group.id);
    expect(saved).toMatchObject({
      useBestTimes: true,
      bestTimes: {
        inUse: true,
        postsCounted: 14,
        postsNeeded: 10,
        places: [{ day: 2, time: '09:00' }],
      },
      // The schedule is kept: it is the fallback.
      days: [...DEFAULT_QUEUE_SCHEDULE.days],
      times: [...DEFAULT_QUEUE_SCHEDULE.times],
    });
    const [first, second] = nextWeekly([{ day: 2, time: '09:00' }], 2);
    const next = await owner.client.get(`/api/queue/next-slot?groupId=${owner.group.id}`);
    expect((next.body as { slot: string }).slot).toBe(first);
    expect(await add(owner.group.id, x.id, 'At the best time')).toBe(first);
    expect(await add(owner.group.id, x.id, 'At the next best time')).toBe(second);
    // The calendar's empty places are the group's best hours too: the third Tuesday is free.
    const [, , third] = nextWeekly([{ day: 2, time: '09:00' }], 3);
    const from = new Date();
    const to = new Date(Date.parse(third ?? '') + 60_000);
    const places = await owner.client.get(
      `/api/calendar/queue-slots?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
    );
    expect(
      (places.body as { groupId: string; at: string }[])
        .filter((place) => place.groupId === owner.group.id)
        .map((place) => place.at),
    ).toEqual([third]);
    // Only a JSON true or false: over REST the string "false" must not read as true.
    const coerced = await owner.client.request(
      'PUT',
      `/api/account-groups/${owner.group.id}/queue`,
      { body: { ...DEFAULT_QUEUE_SCHEDULE, useBestTimes: 'false' } },
    );
    expect(coerced.status).toBe(400);
    expect(coerced.body).toMatchObject({ message: expect.stringContaining('useBestTimes') });
    // A schedule saved without the setting leaves it as it was.
    const resaved = await owner.client.request(
      'PUT',
      `/api/account-groups/${owner.group.id}/queue`,
      {
        body: { days: [1], times: ['10:00'] },
      },
    );
    expect(resaved.body).toMatchObject({ useBestTimes: true, days: [1], times: ['10:00'] });
  });

  it('falls back to the schedule’s own times without enough history', async () => {
    const saved = await useBestTimes(side.id);
    expect(saved.bestTimes).toEqual({ inUse: false, postsCounted: 9, postsNeeded: 10, places: [] });
    const expected = queueSlots({ ...DEFAULT_QUEUE_SCHEDULE, timeZone: ZONE }, new Date()).next();
    expect(await add(side.id, bluesky.id, 'At the schedule’s time')).toBe(
      expected.value?.toISOString(),
    );
  });
});
