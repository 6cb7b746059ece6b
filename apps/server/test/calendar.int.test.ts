import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingSettings } from '@fanout/core/publishing';
import { postAttachments, postTargets } from '@fanout/db/schema';
import {
  DRAFT_CANNOT_MOVE,
  ENDED_POST_CANNOT_MOVE,
  PUBLISHED_POST_CANNOT_MOVE,
  SCHEDULED_TIME_MUST_BE_FUTURE,
  type Post,
} from '@fanout/shared';
import { seedImageItems } from './content-seeds';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0058: what the calendar reads and does, over real HTTP. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const message = (body: unknown) => (body as { message: string }).message;
const jobRunAt = (at: string) =>
  new Date(Date.parse(at) - publishingSettings(server.core).prepareLeadMs).toISOString();

async function creatorWithTwoAccounts() {
  const creator = await newCreator(server);
  const x = await connectAccount(creator.client, creator.group, 'twitter');
  const linkedin = await connectAccount(creator.client, creator.group, 'linkedin');
  const post = async (body: Record<string, unknown>) => {
    const answer = await creator.client.post('/api/posts', {
      textContent: 'Calendar post',
      platforms: [x.id, linkedin.id],
      timeZone: 'UTC',
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Post;
  };
  return { ...creator, accounts: [x, linkedin], post };
}

describe('GET /api/calendar', () => {
  it('lists the owner’s posts whose time falls in the range, earliest first', async () => {
    const creator = await creatorWithTwoAccounts();
    const later = await creator.post({
      title: 'In two days',
      status: 'scheduled',
      scheduledAt: inDays(2),
    });
    const tomorrow = await creator.post({
      title: 'Tomorrow',
      status: 'scheduled',
      scheduledAt: inDays(1),
    });
    const draft = await creator.post({ title: 'Draft today', status: 'draft' });
    await creator.post({ title: 'Far away', status: 'scheduled', scheduledAt: inDays(20) });
    const other = await creatorWithTwoAccounts();
    await other.post({ title: 'Not mine', status: 'scheduled', scheduledAt: inDays(1) });

    const answer = await creator.client.get(
      `/api/calendar?from=${encodeURIComponent(inDays(-1))}&to=${encodeURIComponent(inDays(3))}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const listed = answer.body as Post[];
    expect(listed.map((post) => post.id)).toEqual([draft.id, tomorrow.id, later.id]);
    expect(listed[1]?.platforms.map((target) => target.socialAccountId).sort()).toEqual(
      creator.accounts.map((account) => account.id).sort(),
    );
  });

  it('refuses a missing, reversed or too long range with a message naming it', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const ask = (query: string) => client.get(`/api/calendar${query}`);
    const from = encodeURIComponent(inDays(0));
    for (const [query, text] of [
      ['', 'from and to are required'],
      [`?from=${from}&to=${encodeURIComponent(inDays(-1))}`, 'to must be after from'],
      [
        `?from=${from}&to=${encodeURIComponent(inDays(63))}`,
        'The calendar reads at most 62 days at once',
      ],
      [`?from=tomorrow&to=${from}`, 'from must be an ISO 8601 date and time'],
    ] as const) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(message(answer.body)).toContain(text);
    }
  });
});

describe('moving a post on the calendar (POST /api/posts/{id}/reschedule)', () => {
  it('keeps the targets’ ids and moves each one’s job to the new time, none left at the old', async () => {
    const creator = await creatorWithTwoAccounts();
    const before = inDays(1);
    const post = await creator.post({ status: 'scheduled', scheduledAt: before });
    const ids = post.platforms.map((target) => target.id).sort();
    const after = inDays(2);
    const moved = await creator.client.post(`/api/posts/${post.id}/reschedule`, {
      scheduledAt: after,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: post.id, scheduledAt: after, status: 'scheduled' });
    const targets = await server.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.postId, post.id));
    expect(targets.map((target) => target.id).sort()).toEqual(ids);
    expect(targets.map((target) => target.dueAt?.toISOString())).toEqual([after, after]);
    const jobs = (await server.core.jobs.waiting()).filter((job) => ids.includes(job.jobId));
    expect(jobs.map((job) => job.jobId).sort()).toEqual(ids);
    expect(jobs.map((job) => job.runAt.toISOString())).toEqual([jobRunAt(after), jobRunAt(after)]);
    expect(jobs.some((job) => job.runAt.toISOString() === jobRunAt(before))).toBe(false);
  });

  it('refuses a past time, a draft, a published post and another user’s post, moving nothing', async () => {
    const creator = await creatorWithTwoAccounts();
    const at = inDays(1);
    const post = await creator.post({ status: 'scheduled', scheduledAt: at });
    const move = (id: string, scheduledAt: string) =>
      creator.client.post(`/api/posts/${id}/reschedule`, { scheduledAt });

    const past = await move(post.id, inDays(-1));
    expect([past.status, message(past.body)]).toEqual([400, SCHEDULED_TIME_MUST_BE_FUTURE]);

    const draft = await creator.post({ status: 'draft' });
    const drafted = await move(draft.id, inDays(2));
    expect([drafted.status, message(drafted.body)]).toEqual([400, DRAFT_CANNOT_MOVE]);

    // A post whose every target failed is not a draft: it is told what it can do.
    const ended = await creator.post({ status: 'scheduled', scheduledAt: inDays(3) });
    await server.database.db
      .update(postTargets)
      .set({ state: 'failed', errorMessage: 'Refused' })
      .where(eq(postTargets.postId, ended.id));
    const failed = await move(ended.id, inDays(2));
    expect([failed.status, message(failed.body)]).toEqual([400, ENDED_POST_CANNOT_MOVE]);

    const stranger = await signedUpClient(server.baseUrl);
    const foreign = await stranger.client.post(`/api/posts/${post.id}/reschedule`, {
      scheduledAt: inDays(2),
    });
    expect(foreign.status).toBe(404);

    // One target already out: the post stays where it is.
    const [first] = post.platforms;
    await server.database.db
      .update(postTargets)
      .set({ state: 'published', platformPostUrl: 'https://x.com/i/status/1' })
      .where(eq(postTargets.id, first?.id ?? ''));
    const published = await move(post.id, inDays(2));
    expect([published.status, message(published.body)]).toEqual([409, PUBLISHED_POST_CANNOT_MOVE]);
    const [still] = await server.database.db
      .select()
      .from(postTargets)
      .where(eq(postTargets.id, post.platforms[1]?.id ?? ''));
    expect(still?.dueAt?.toISOString()).toBe(at);
  });
});

describe('Duplicate (POST /api/posts/{id}/duplicate)', () => {
  it('makes a draft with the post’s title, text, media and accounts, and no time', async () => {
    const creator = await creatorWithTwoAccounts();
    const [image] = await seedImageItems(server.database.db, creator.userId, ['original.png']);
    const post = await creator.post({
      title: 'Original',
      status: 'scheduled',
      scheduledAt: inDays(1),
      attachments: [image],
    });
    const copy = await creator.client.post(`/api/posts/${post.id}/duplicate`, {});
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const duplicate = copy.body as Post;
    expect(duplicate).toMatchObject({
      title: 'Original',
      textContent: 'Calendar post',
      status: 'draft',
      scheduledAt: null,
      attachments: [image],
    });
    expect(duplicate.id).not.toBe(post.id);
    expect(
      duplicate.platforms.map((target) => [target.socialAccountId, target.state]).sort(),
    ).toEqual(creator.accounts.map((account) => [account.id, 'draft']).sort());
    const media = await server.database.db
      .select()
      .from(postAttachments)
      .where(eq(postAttachments.postId, duplicate.id));
    expect(media.map((row) => row.contentId)).toEqual([image]);

    const stranger = await signedUpClient(server.baseUrl);
    expect((await stranger.client.post(`/api/posts/${post.id}/duplicate`, {})).status).toBe(404);
  });
});
