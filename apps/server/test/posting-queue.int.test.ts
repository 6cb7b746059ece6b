import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '@fanout/core/access';
import { publishingSettings } from '@fanout/core/publishing';
import { addToQueue, nextQueueSlot } from '@fanout/core/queue';
import { postTargets } from '@fanout/db/schema';
import { zonedWallTime, type Post } from '@fanout/shared';
import {
  DEFAULT_QUEUE_SCHEDULE,
  queuePostInput,
  queueSlots,
  type QueuedPost,
} from '@fanout/shared/queue';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0057: each account group's posting queue, over real HTTP. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const message = (body: unknown) => (body as { message: string }).message;

/** A creator in `timeZone` with one X account in a group named Brand. */
async function queueOwner(timeZone = 'UTC') {
  const creator = await newCreator(server);
  const zoned = await creator.client.request('PATCH', '/api/settings/profile', {
    body: { firstName: 'Quinn', lastName: 'Queue', timeZone },
  });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const account = await connectAccount(creator.client, creator.group, 'twitter');
  const add = async (text: string) => {
    const answer = await creator.client.post('/api/queue/posts', {
      groupId: creator.group.id,
      textContent: text,
      platforms: [account.id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as QueuedPost;
  };
  return { ...creator, account, add };
}

/** The schedule's first `count` slots from now, as the server should pick them for an empty queue. */
function firstSlots(
  rules: { days: readonly number[]; times: readonly string[] },
  zone: string,
  count: number,
) {
  const slots: string[] = [];
  for (const slot of queueSlots({ ...rules, timeZone: zone }, new Date())) {
    slots.push(slot.toISOString());
    if (slots.length === count) break;
  }
  return slots;
}

const jobRunAt = (at: string) =>
  new Date(Date.parse(at) - publishingSettings(server.core).prepareLeadMs).toISOString();

describe('a group’s posting schedule', () => {
  it('starts on weekdays at 09:00, 12:00 and 17:00 in the user’s zone; next-slot answers the first', async () => {
    const owner = await queueOwner('Europe/Berlin');
    const schedule = await owner.client.get(`/api/account-groups/${owner.group.id}/queue`);
    expect(schedule.body).toEqual({
      groupId: owner.group.id,
      days: [...DEFAULT_QUEUE_SCHEDULE.days],
      times: [...DEFAULT_QUEUE_SCHEDULE.times],
      timeZone: 'Europe/Berlin',
      useBestTimes: false,
      bestTimes: null,
    });
    const next = await owner.client.get(`/api/queue/next-slot?groupId=${owner.group.id}`);
    expect(next.status).toBe(200);
    const { slot } = next.body as { slot: string };
    expect(slot).toBe(firstSlots(DEFAULT_QUEUE_SCHEDULE, 'Europe/Berlin', 1)[0]);
    const wall = zonedWallTime(new Date(slot), 'Europe/Berlin');
    expect(DEFAULT_QUEUE_SCHEDULE.times).toContain(wall.time);
    expect([1, 2, 3, 4, 5]).toContain(wall.weekday);
  });

  it('refuses a bad schedule with a message naming it, and keeps the saved one', async () => {
    const owner = await queueOwner();
    const path = `/api/account-groups/${owner.group.id}/queue`;
    const saved = await owner.client.request('PUT', path, {
      body: { days: [6, 7], times: ['10:00'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const [body, text] of [
      [{ days: [], times: ['10:00'] }, 'Choose at least one day for the queue'],
      [{ days: [1], times: ['25:00'] }, 'times must be times of day like 09:30 (24-hour, HH:MM)'],
      [{ days: [0], times: ['10:00'] }, 'days must be weekday numbers, 1 (Monday) to 7 (Sunday)'],
    ] as const) {
      const refused = await owner.client.request('PUT', path, { body });
      expect(refused.status).toBe(400);
      expect(message(refused.body)).toContain(text);
    }
    expect((await owner.client.get(path)).body).toMatchObject({ days: [6, 7], times: ['10:00'] });
  });

  it('is the owner’s alone: another user gets 404 for every queue route', async () => {
    const owner = await queueOwner();
    const other = await signedUpClient(server.baseUrl);
    const group = owner.group.id;
    const answers = await Promise.all([
      other.client.get(`/api/account-groups/${group}/queue`),
      other.client.request('PUT', `/api/account-groups/${group}/queue`, {
        body: { days: [1], times: ['03:00'] },
      }),
      other.client.post(`/api/account-groups/${group}/queue/requeue`, {}),
      other.client.get(`/api/queue/next-slot?groupId=${group}`),
      other.client.post('/api/queue/posts', { groupId: group, textContent: 'x', platforms: [] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await owner.client.get(`/api/account-groups/${group}/queue`)).body).toMatchObject({
      times: [...DEFAULT_QUEUE_SCHEDULE.times],
    });
  });
});

describe('Add to Queue', () => {
  it('puts posts in consecutive free slots, each target’s job at its slot', async () => {
    const owner = await queueOwner('America/New_York');
    const expected = firstSlots(DEFAULT_QUEUE_SCHEDULE, 'America/New_York', 2);
    const first = await owner.add('First in line');
    const second = await owner.add('Second in line');
    expect([first.slot, second.slot]).toEqual(expected);
    expect(first.post).toMatchObject({ status: 'scheduled', scheduledAt: first.slot });
    const jobs = await server.core.jobs.waiting();
    for (const queued of [first, second]) {
      const targetId = queued.post.platforms[0]?.id;
      expect(jobs.find((job) => job.jobId === targetId)?.runAt.toISOString()).toBe(
        jobRunAt(queued.slot),
      );
    }
    // The next slot is now the third.
    const next = await owner.client.get(`/api/queue/next-slot?groupId=${owner.group.id}`);
    expect((next.body as { slot: string }).slot).toBe(
      firstSlots(DEFAULT_QUEUE_SCHEDULE, 'America/New_York', 3)[2],
    );
  });

  it('skips a slot where the group already has a post scheduled by hand', async () => {
    const owner = await queueOwner();
    const [firstSlot, secondSlot] = firstSlots(DEFAULT_QUEUE_SCHEDULE, 'UTC', 2);
    const manual = await owner.client.post('/api/posts', {
      textContent: 'Scheduled by hand',
      platforms: [owner.account.id],
      status: 'scheduled',
      scheduledAt: firstSlot,
      timeZone: 'UTC',
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    expect((await owner.add('Queued after it')).slot).toBe(secondSlot);
  });

  it('six concurrent adds never share a slot: they take the first six', async () => {
    const owner = await queueOwner('Asia/Tokyo');
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) => owner.add(`Concurrent ${i}`)),
    );
    const slots = added.map((queued) => queued.slot).sort();
    expect(new Set(slots).size).toBe(6);
    expect(slots).toEqual(firstSlots(DEFAULT_QUEUE_SCHEDULE, 'Asia/Tokyo', 6));
  });

  it('refuses accounts of another group, naming the group, and creates nothing', async () => {
    const owner = await queueOwner();
    const other = (await owner.client.post('/api/account-groups', { name: 'Other client' }))
      .body as { id: string };
    const answer = await owner.client.post('/api/queue/posts', {
      groupId: other.id,
      textContent: 'Wrong group',
      platforms: [owner.account.id],
    });
    expect(answer.status).toBe(400);
    expect(message(answer.body)).toBe(
      "Add to Queue posts to one group's accounts: choose only accounts of Other client",
    );
    const posts = (await owner.client.get('/api/posts')).body as Post[];
    expect(posts).toEqual([]);
  });

  it('checks the post like Schedule does: no content gets the spec’s message', async () => {
    const owner = await queueOwner();
    const answer = await owner.client.post('/api/queue/posts', {
      groupId: owner.group.id,
      textContent: '   ',
      platforms: [owner.account.id],
    });
    expect(answer.status).toBe(400);
    expect(message(answer.body)).toMatch(/content/i);
  });
});

describe('the next free slot on a known clock (the server’s own, through the database)', () => {
  /**
   * Mondays and Fridays at 09:00; the clock stopped at `now`. Each instant below is worked out by
   * hand from the zone's offsets, not by the code under test.
   */
  async function queueAt(zone: string, now: string) {
    const owner = await queueOwner(zone);
    const saved = await owner.client.request('PUT', `/api/account-groups/${owner.group.id}/queue`, {
      body: { days: [1, 5], times: ['09:00'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const deps = { ...server.core, now: () => new Date(now) };
    const actor = await loadActor(server.core, owner.userId);
    const add = async (text: string) =>
      (
        await addToQueue(deps, {
          actor,
          input: queuePostInput.parse({
            groupId: owner.group.id,
            textContent: text,
            platforms: [owner.account.id],
          }),
        })
      ).slot;
    const next = async () =>
      (await nextQueueSlot(deps, { actor, input: { groupId: owner.group.id } })).slot;
    return { add, next };
  }

  it('Berlin, spring forward: the same day, then past the weekend and the DST change', async () => {
    // Friday 26 March 2027, 08:00 CET (UTC+1); clocks go forward on Sunday the 28th (CEST, UTC+2).
    const queue = await queueAt('Europe/Berlin', '2027-03-26T07:00:00Z');
    expect(await queue.next()).toBe('2027-03-26T08:00:00.000Z'); // today 09:00 CET
    expect(await queue.add('Friday')).toBe('2027-03-26T08:00:00.000Z');
    expect(await queue.add('Monday')).toBe('2027-03-29T07:00:00.000Z'); // Monday 09:00 CEST
    expect(await queue.add('Next Friday')).toBe('2027-04-02T07:00:00.000Z');
    expect(await queue.next()).toBe('2027-04-05T07:00:00.000Z');
  });

  it('New York, fall back: today’s slot gone, the next week’s Monday after the DST change', async () => {
    // Friday 5 November 2027, 10:00 EDT (UTC−4): 09:00 has passed; clocks go back on Sunday the
    // 7th (EST, UTC−5).
    const queue = await queueAt('America/New_York', '2027-11-05T14:00:00Z');
    expect(await queue.add('Monday')).toBe('2027-11-08T14:00:00.000Z'); // Monday 09:00 EST
    expect(await queue.add('Friday')).toBe('2027-11-12T14:00:00.000Z');
    expect(await queue.next()).toBe('2027-11-15T14:00:00.000Z');
  });
});

describe('changing the schedule', () => {
  it('never moves queued posts; re-queue moves them into the new slots, jobs with them', async () => {
    const owner = await queueOwner();
    const before = [await owner.add('One'), await owner.add('Two')];
    const path = `/api/account-groups/${owner.group.id}/queue`;
    const weekend = { days: [6, 7], times: ['08:15', '20:45'] };
    expect((await owner.client.request('PUT', path, { body: weekend })).status).toBe(200);
    const listed = (await owner.client.get('/api/posts/scheduled')).body as Post[];
    expect(listed.map((post) => post.scheduledAt).sort()).toEqual(before.map((q) => q.slot));

    const requeued = await owner.client.post(`${path}/requeue`, {});
    expect(requeued.status, JSON.stringify(requeued.body)).toBe(200);
    expect(requeued.body).toEqual({
      moved: 2,
      message: "2 queued posts were moved to the schedule's slots.",
    });
    const expected = firstSlots(weekend, 'UTC', 2);
    for (const [i, queued] of before.entries()) {
      const targetId = queued.post.platforms[0]?.id ?? '';
      const [target] = await server.database.db
        .select()
        .from(postTargets)
        .where(eq(postTargets.id, targetId));
      expect(target?.dueAt?.toISOString()).toBe(expected[i]);
      const job = (await server.core.jobs.waiting()).find((j) => j.jobId === targetId);
      expect(job?.runAt.toISOString()).toBe(jobRunAt(expected[i] ?? ''));
    }
    // Again: nothing left to move.
    expect((await owner.client.post(`${path}/requeue`, {})).body).toMatchObject({ moved: 0 });
    // A queued post given a time by hand is the user's: re-queue leaves it there.
    const mine = before[0]?.post.id ?? '';
    const byHand = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const edited = await owner.client.request('PUT', `/api/posts/${mine}`, {
      body: { title: 'One', textContent: 'One', scheduledAt: byHand },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await owner.client.post(`${path}/requeue`, {});
    const after = (await owner.client.get('/api/posts/scheduled')).body as Post[];
    expect(after.find((post) => post.id === mine)?.scheduledAt).toBe(byHand);
  });
});

describe('the calendar’s empty places (GET /api/calendar/queue-slots)', () => {
  it('lists each group’s free slots in the range, leaving out the one a queued post took', async () => {
    const owner = await queueOwner();
    const stranger = await queueOwner();
    const taken = await owner.add('Takes the first slot');
    const from = new Date();
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const expected: string[] = [];
    for (const slot of queueSlots({ ...DEFAULT_QUEUE_SCHEDULE, timeZone: 'UTC' }, from)) {
      if (slot.getTime() >= to.getTime()) break;
      expected.push(slot.toISOString());
    }
    const answer = await owner.client.get(
      `/api/calendar/queue-slots?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const slots = answer.body as { groupId: string; groupName: string; at: string }[];
    expect(slots.map((slot) => slot.at)).toEqual(expected.filter((at) => at !== taken.slot));
    expect(new Set(slots.map((slot) => `${slot.groupId}:${slot.groupName}`))).toEqual(
      new Set([`${owner.group.id}:Brand`]),
    );
    expect(slots.some((slot) => slot.groupId === stranger.group.id)).toBe(false);
  });
});
