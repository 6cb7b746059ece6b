import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { publishingSettings } from '@fanout/core/publishing';
import { postAttachments, postTargets } from '@fanout/db/schema';
import { INSUFFICIENT_CREDITS, PLEASE_ENTER_CONTENT, type Post } from '@fanout/shared';
import { seedImageItems } from './content-seeds';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import { startTestServer, type TestServer } from './test-server';

/** ADR 0059: the composer saving an existing post, everything editable (PUT …/composition). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const message = (body: unknown) => (body as { message: string }).message;
const jobRunAt = (at: string) =>
  new Date(Date.parse(at) - publishingSettings(server.core).prepareLeadMs).toISOString();

async function creator() {
  const owner = await newCreator(server);
  const x = await connectAccount(owner.client, owner.group, 'twitter');
  const linkedin = await connectAccount(owner.client, owner.group, 'linkedin');
  const bluesky = await connectAccount(owner.client, owner.group, 'bluesky');
  const body = (overrides: Record<string, unknown>) => ({
    title: 'Composed',
    textContent: 'Written in the composer',
    timeZone: 'UTC',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown>) => {
    const answer = await owner.client.post('/api/posts', body(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Post;
  };
  const recompose = (id: string, overrides: Record<string, unknown>) =>
    owner.client.request('PUT', `/api/posts/${id}/composition`, { body: body(overrides) });
  return { ...owner, x, linkedin, bluesky, create, recompose };
}

async function targetsOf(postId: string) {
  return server.database.db.select().from(postTargets).where(eq(postTargets.postId, postId));
}

async function jobsOf(targetIds: readonly string[]) {
  return (await server.core.jobs.waiting()).filter((job) => targetIds.includes(job.jobId));
}

async function held(client: Awaited<ReturnType<typeof creator>>['client']) {
  return ((await client.get('/api/credits')).body as { held: number }).held;
}

describe('saving an existing post from the composer', () => {
  it('a draft given a second account and media, then scheduled: the first target keeps its id, both get jobs', async () => {
    const owner = await creator();
    const draft = await owner.create({ platforms: [owner.x.id], status: 'draft' });
    const [image] = await seedImageItems(server.database.db, owner.userId, ['composed.png']);
    const at = inDays(1);
    const answer = await owner.recompose(draft.id, {
      platforms: [owner.x.id, owner.linkedin.id],
      attachments: [image],
      status: 'scheduled',
      scheduledAt: at,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: draft.id, status: 'scheduled', scheduledAt: at });
    const targets = await targetsOf(draft.id);
    expect(targets.map((t) => [t.socialAccountId, t.state]).sort()).toEqual(
      [
        [owner.x.id, 'scheduled'],
        [owner.linkedin.id, 'scheduled'],
      ].sort(),
    );
    expect(targets.find((t) => t.socialAccountId === owner.x.id)?.id).toBe(draft.platforms[0]?.id);
    const jobs = await jobsOf(targets.map((t) => t.id));
    expect(jobs.map((job) => job.runAt.toISOString())).toEqual([jobRunAt(at), jobRunAt(at)]);
    const media = await server.database.db
      .select()
      .from(postAttachments)
      .where(eq(postAttachments.postId, draft.id));
    expect(media.map((row) => row.contentId)).toEqual([image]);
    expect(await held(owner.client)).toBe(6);
  });

  it('a scheduled post losing one account and gaining another: the removed target and its job go, holds follow', async () => {
    const owner = await creator();
    const post = await owner.create({
      platforms: [owner.x.id, owner.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(1),
    });
    const removed = post.platforms.find((t) => t.socialAccountId === owner.x.id)?.id ?? '';
    const kept = post.platforms.find((t) => t.socialAccountId === owner.linkedin.id)?.id ?? '';
    const at = inDays(2);
    const answer = await owner.recompose(post.id, {
      platforms: [owner.linkedin.id, owner.bluesky.id],
      status: 'scheduled',
      scheduledAt: at,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const targets = await targetsOf(post.id);
    expect(targets.map((t) => t.id)).not.toContain(removed);
    expect(targets.map((t) => t.id)).toContain(kept);
    expect(targets.map((t) => t.dueAt?.toISOString())).toEqual([at, at]);
    expect(await jobsOf([removed])).toEqual([]);
    const jobs = await jobsOf(targets.map((t) => t.id));
    expect(jobs.map((job) => job.runAt.toISOString())).toEqual([jobRunAt(at), jobRunAt(at)]);
    expect(await held(owner.client)).toBe(6);

    // Back to a draft: no job and nothing held.
    const drafted = await owner.recompose(post.id, {
      platforms: [owner.linkedin.id],
      status: 'draft',
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body).toMatchObject({ status: 'draft' });
    expect(await jobsOf(targets.map((t) => t.id))).toEqual([]);
    expect(await held(owner.client)).toBe(0);
  });

  it('counts what the post already holds as given back: the same targets fit, one more does not', async () => {
    const owner = await creator();
    const balance = ((await owner.client.get('/api/credits')).body as { credits: number }).credits;
    await applyCreditChange(server.database.db, {
      userId: owner.userId,
      amount: 6 - balance,
      kind: 'adjustment',
      description: 'test: exactly two targets',
      idempotencyKey: `exact:${owner.userId}`,
    });
    const post = await owner.create({
      platforms: [owner.x.id, owner.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(1),
    });
    const same = await owner.recompose(post.id, {
      title: 'Renamed',
      platforms: [owner.x.id, owner.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(3),
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const more = await owner.recompose(post.id, {
      platforms: [owner.x.id, owner.linkedin.id, owner.bluesky.id],
      status: 'scheduled',
      scheduledAt: inDays(3),
    });
    expect([more.status, message(more.body)]).toEqual([400, INSUFFICIENT_CREDITS]);
    expect((await targetsOf(post.id)).length).toBe(2);
  });

  it('refuses bad input with the spec’s message, a post already out, and another user’s post', async () => {
    const owner = await creator();
    const post = await owner.create({
      platforms: [owner.x.id, owner.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(1),
    });
    const blank = await owner.recompose(post.id, {
      textContent: ' ',
      platforms: [owner.x.id],
      status: 'scheduled',
      scheduledAt: inDays(1),
    });
    expect([blank.status, message(blank.body)]).toEqual([400, PLEASE_ENTER_CONTENT]);

    const stranger = await signedUpClient(server.baseUrl);
    const foreign = await stranger.client.request('PUT', `/api/posts/${post.id}/composition`, {
      body: { textContent: 'mine now', platforms: [], status: 'draft' },
    });
    expect(foreign.status).toBe(404);

    await server.database.db
      .update(postTargets)
      .set({ state: 'published', platformPostUrl: 'https://x.com/i/status/2' })
      .where(eq(postTargets.id, post.platforms[0]?.id ?? ''));
    const out = await owner.recompose(post.id, {
      platforms: [owner.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(2),
    });
    expect(out.status).toBe(409);
    expect((await targetsOf(post.id)).length).toBe(2);
  });
});
