import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivePostStatus } from '@fanout/core/posts';
import {
  accountGroups,
  postAttachments,
  posts,
  postTargets,
  socialAccounts,
} from '@fanout/db/schema';
import {
  TARGET_STATES,
  type Post,
  type PostDetail,
  type PostStatus,
  type TargetState,
} from '@fanout/shared';
import { seedImageItems } from './content-seeds';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const MINUTE = 60_000;
const eqPost = (id: string) => eq(postTargets.postId, id);
const trpcData = (body: unknown) => (body as { result: { data: unknown } }).result.data;
const trpcGet = (client: HttpClient, path: string, input: unknown) =>
  client.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

/** The statuses the Failed tab shows: every post that needs its owner's look (ADR 0055). */
const NEEDS_ATTENTION: readonly PostStatus[] = [
  'partially_published',
  'unconfirmed',
  'missed',
  'failed',
];

async function addPost(
  ownerId: string,
  states: readonly TargetState[],
  createdAt: Date,
): Promise<string> {
  const { db } = server.database;
  const [post] = await db
    .insert(posts)
    .values({ ownerId, textContent: `states ${states.join(',')}`, createdAt })
    .returning({ id: posts.id });
  if (!post) throw new Error('insert failed');
  for (const [i, state] of states.entries()) {
    await db.insert(postTargets).values({
      postId: post.id,
      ownerId,
      platform: i === 0 ? 'linkedin' : 'twitter',
      state,
      dueAt: state === 'scheduled' ? new Date(Date.now() + MINUTE) : null,
      errorMessage: state === 'failed' ? 'This content is not allowed' : null,
      platformPostUrl: state === 'published' ? `https://example.com/${post.id}/${i}` : null,
    });
  }
  return post.id;
}

async function listAll(client: HttpClient, path: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = `${path}?limit=7`;
  while (next) {
    const page = await client.get(next);
    expect(page.status).toBe(200);
    ids.push(...(page.body as Post[]).map((p) => p.id));
    next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
  }
  return ids;
}

describe('post history: the Published and Failed lists', () => {
  it('hold exactly the posts of their derived statuses, newest first, with counts to match', async () => {
    const alice = await signedUpClient(server.baseUrl);
    const combinations: TargetState[][] = [
      [],
      ...TARGET_STATES.map((s) => [s]),
      ...TARGET_STATES.flatMap((a) => TARGET_STATES.map((b) => [a, b])),
    ];
    const base = Date.now() - 1000 * MINUTE;
    const statusOf = new Map<string, PostStatus>();
    const newestFirst: string[] = [];
    for (const [i, states] of combinations.entries()) {
      const id = await addPost(alice.userId, states, new Date(base + i * MINUTE));
      statusOf.set(id, derivePostStatus(states));
      newestFirst.unshift(id);
    }
    const published = newestFirst.filter((id) => statusOf.get(id) === 'published');
    const failed = newestFirst.filter((id) =>
      NEEDS_ATTENTION.includes(statusOf.get(id) ?? 'draft'),
    );
    expect(published.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(7); // more than one page

    expect(await listAll(alice.client, '/api/posts/published')).toEqual(published);
    expect(await listAll(alice.client, '/api/posts/failed')).toEqual(failed);

    // tRPC reads the same lists, and the counts agree with them.
    const trpcPublished = trpcData(
      (await trpcGet(alice.client, 'post.published', { limit: 100 })).body,
    ) as { items: Post[] };
    expect(trpcPublished.items.map((p) => p.id)).toEqual(published);
    const trpcFailed = trpcData(
      (await trpcGet(alice.client, 'post.failed', { limit: 100 })).body,
    ) as {
      items: Post[];
    };
    expect(trpcFailed.items.map((p) => p.id)).toEqual(failed);
    const counts = trpcData((await trpcGet(alice.client, 'post.counts', {})).body) as Record<
      string,
      number
    >;
    expect(counts.published).toBe(published.length);
    expect(counts.failed).toBe(failed.length);

    // The platform filter: the second target is on X (twitter).
    const onX = (await alice.client.get('/api/posts/failed?platform=twitter&limit=100'))
      .body as Post[];
    expect(onX.length).toBeGreaterThan(0);
    expect(onX.every((p) => p.platforms.some((t) => t.platform === 'twitter'))).toBe(true);
    const xCounts = trpcData(
      (await trpcGet(alice.client, 'post.counts', { platform: 'twitter' })).body,
    ) as Record<string, number>;
    expect(xCounts.failed).toBe(onX.length);

    // A target that goes out moves its post from Failed to Published at once (list versions).
    const [first] = failed;
    if (!first) throw new Error('no failed post');
    const { db } = server.database;
    await db.update(postTargets).set({ state: 'published' }).where(eqPost(first));
    expect(await listAll(alice.client, '/api/posts/published')).toContain(first);
    expect(await listAll(alice.client, '/api/posts/failed')).not.toContain(first);

    // Only the caller's own posts, and nobody's when signed out.
    const bob = await signedUpClient(server.baseUrl);
    expect((await bob.client.get('/api/posts/published')).body).toEqual([]);
    expect((await bob.client.get('/api/posts/failed')).body).toEqual([]);
    expect((await new HttpClient(server.baseUrl).get('/api/posts/failed')).status).toBe(401);
  });
});

describe('one post: GET /api/posts/{id} and post.get', () => {
  it('gives the owner the post with its media and account names, and 404 to anyone else', async () => {
    const carol = await signedUpClient(server.baseUrl);
    const { db } = server.database;
    const [group] = await db
      .insert(accountGroups)
      .values({ ownerId: carol.userId, name: 'Brand' })
      .returning({ id: accountGroups.id });
    if (!group) throw new Error('group insert failed');
    const [account] = await db
      .insert(socialAccounts)
      .values({
        ownerId: carol.userId,
        groupId: group.id,
        platform: 'linkedin',
        externalAccountId: 'ext-1',
        platformUsername: 'carol-li',
        customName: 'Carol at work',
        displayName: 'Carol Example',
        accessTokenEnc: 'not-a-real-token',
      })
      .returning({ id: socialAccounts.id });
    if (!account) throw new Error('account insert failed');
    const id = await addPost(carol.userId, ['published', 'failed'], new Date());
    await db.update(postTargets).set({ socialAccountId: account.id }).where(eqPost(id));
    const items = await seedImageItems(db, carol.userId, ['one', 'two']);
    await db.insert(postAttachments).values([
      { postId: id, contentId: items[1] ?? '', position: 0 },
      { postId: id, contentId: items[0] ?? '', position: 1 },
    ]);

    const answer = await carol.client.get(`/api/posts/${id}`);
    expect(answer.status).toBe(200);
    const detail = answer.body as PostDetail;
    expect(detail.id).toBe(id);
    expect(detail.status).toBe('partially_published');
    expect(detail.platforms.map((t) => t.state)).toEqual(['published', 'failed']);
    expect(detail.platforms[1]?.errorMessage).toBe('This content is not allowed');
    expect(detail.media.map((m) => m.title)).toEqual(['two', 'one']);
    expect(detail.media[0]?.filePath).toBe(`/api/content/${items[1]}/file`);
    expect(detail.accountNames).toEqual({ [account.id]: 'Carol at work' });
    // Without a custom name, the platform username (spec 000 §3), not the profile's name.
    await db
      .update(socialAccounts)
      .set({ customName: null })
      .where(eq(socialAccounts.id, account.id));
    const renamed = (await carol.client.get(`/api/posts/${id}`)).body as PostDetail;
    expect(renamed.accountNames).toEqual({ [account.id]: 'carol-li' });
    await db
      .update(socialAccounts)
      .set({ customName: 'Carol at work' })
      .where(eq(socialAccounts.id, account.id));
    expect(detail.facebookOptions).toEqual({});
    // The same post as the lists give it, and the same answer over tRPC.
    const listed = (await carol.client.get('/api/posts?limit=100')).body as Post[];
    const {
      media: _media,
      accountNames: _names,
      facebookOptions: _options,
      variants: _variants,
      ...post
    } = detail;
    expect(listed.find((p) => p.id === id)).toEqual(post);
    expect(trpcData((await trpcGet(carol.client, 'post.get', { id })).body)).toEqual(detail);

    // Another user's post looks missing; so does one that does not exist; bad ids are a 400.
    const dave = await signedUpClient(server.baseUrl);
    const theirs = await dave.client.get(`/api/posts/${id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'Post not found' });
    expect((await trpcGet(dave.client, 'post.get', { id })).status).toBe(404);
    const missing = await carol.client.get('/api/posts/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const bad = await carol.client.get('/api/posts/not-an-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
    expect((await new HttpClient(server.baseUrl).get(`/api/posts/${id}`)).status).toBe(401);
  });
});
