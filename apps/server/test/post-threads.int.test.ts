import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFollowUps, postTargets } from '@fanout/db/schema';
import type { PostDetail, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  DRIVERS,
  driverEnv,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';

/** ADR 0084: a thread's replies arrive in order, each once, whatever fails on the way. */
describe.each(DRIVERS)('threads with the %s job driver', (driver) => {
  let server: PublishingServer;
  let alice: Awaited<ReturnType<typeof newCreator>>;
  let accounts: Record<'twitter' | 'bluesky' | 'linkedin' | 'threads', SocialAccount>;

  beforeAll(async () => {
    server = await startPublishingServer(driverEnv(driver));
    alice = await newCreator(server);
    accounts = {
      twitter: await connectAccount(alice.client, alice.group, 'twitter'),
      bluesky: await connectAccount(alice.client, alice.group, 'bluesky'),
      linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
      threads: await connectAccount(alice.client, alice.group, 'threads'),
    };
  });
  afterAll(async () => server.close());

  const unique = () => Math.random().toString(36).slice(2, 8);

  /** Waits until every follow-up of the post has ended; returns the post's page. */
  async function settledThreads(postId: string, timeoutMs = 20_000): Promise<PostDetail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await server.database.db
        .select({
          state: postFollowUps.state,
          error: postFollowUps.errorMessage,
          next: postFollowUps.nextTryAt,
          tries: postFollowUps.tries,
          lease: postFollowUps.leaseExpiresAt,
        })
        .from(postFollowUps)
        .where(eq(postFollowUps.postId, postId));
      if (rows.every((row) => row.state === 'published' || row.state === 'failed')) {
        const answer = await alice.client.get(`/api/posts/${postId}`);
        return answer.body as PostDetail;
      }
      if (Date.now() > deadline) {
        throw new Error(`follow-ups did not settle: ${JSON.stringify(rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The platform's posts of one thread, from its root, each reply after the one it answers. */
  function chainFrom(platform: 'twitter' | 'bluesky' | 'threads', rootId: string): string[] {
    const posts = server.sandbox.publishing.posts(platform);
    const chain: string[] = [];
    let current = posts.find((post) => post.id === rootId);
    while (current) {
      chain.push(current.text);
      const parentId = current.id;
      const replies = posts.filter((post) => post.replyTo === parentId);
      expect(replies.length, `replies to ${parentId}`).toBeLessThanOrEqual(1);
      current = replies[0];
    }
    return chain;
  }

  it('a thread of 3 on X, Threads and Bluesky arrives as a chain in order, each item linked', async () => {
    const tag = unique();
    const thread = [{ textContent: `2/3 ${tag}` }, { textContent: `3/3 ${tag}` }];
    const threaded = [accounts.twitter, accounts.threads, accounts.bluesky];
    const post = await postNow(
      alice.client,
      threaded.map((account) => account.id),
      {
        textContent: `1/3 ${tag}`,
        variants: Object.fromEntries(threaded.map((account) => [account.id, { thread }])),
      },
    );
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => t.state)).toEqual(['published', 'published', 'published']);
    const detail = await settledThreads(post.id);
    for (const target of targets) {
      const platform = target.platform as 'twitter' | 'bluesky' | 'threads';
      expect(chainFrom(platform, target.platformPostId ?? '')).toEqual([
        `1/3 ${tag}`,
        `2/3 ${tag}`,
        `3/3 ${tag}`,
      ]);
      const variant = detail.variants[target.socialAccountId ?? ''];
      expect(variant?.thread.map((item) => [item.textContent, item.state])).toEqual([
        [`2/3 ${tag}`, 'published'],
        [`3/3 ${tag}`, 'published'],
      ]);
      for (const item of variant?.thread ?? []) {
        expect(server.sandbox.publishing.find(platform, item.platformPostId ?? '')).toBeTruthy();
        // In sandbox mode a reply's link is the sandbox's page of it, as a post's (ADR 0066).
        expect(item.url).toMatch(new RegExp(`^${server.baseUrl}/sandbox/`));
        const page = await fetch(item.url ?? '', {
          headers: { cookie: alice.client.cookieHeader },
        });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(item.textContent);
      }
    }
  });

  it('a lost answer in the middle and a temporary failure after it: 5 items, each once, in order', async () => {
    const tag = unique();
    const thread = [2, 3, 4, 5].map((n) => ({ textContent: `${n}/5 ${tag}` }));
    // The post and item 2 go through; item 3's answer is lost after it was made; item 4 meets a
    // temporary failure first.
    server.sandbox.publishing.failNext('twitter', { kind: 'slow', ms: 0 });
    server.sandbox.publishing.failNext('twitter', { kind: 'slow', ms: 0 });
    server.sandbox.publishing.failNext('twitter', { kind: 'drop_answer' });
    server.sandbox.publishing.failNext('twitter', { kind: 'transient' });
    const post = await postNow(alice.client, [accounts.twitter.id], {
      textContent: `1/5 ${tag}`,
      variants: { [accounts.twitter.id]: { thread } },
    });
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    const detail = await settledThreads(post.id);
    expect(chainFrom('twitter', target?.platformPostId ?? '')).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${n}/5 ${tag}`),
    );
    const all = server.sandbox.publishing.posts('twitter').filter((p) => p.text.endsWith(tag));
    expect(all).toHaveLength(5);
    expect(detail.variants[accounts.twitter.id]?.thread.every((i) => i.state === 'published')).toBe(
      true,
    );
  });

  it('a refused reply ends the thread there: the post stays published, the rest say why', async () => {
    const tag = unique();
    server.sandbox.publishing.failNext('bluesky', { kind: 'slow', ms: 0 });
    server.sandbox.publishing.failNext('bluesky', { kind: 'refuse', message: 'No thanks' });
    const post = await postNow(alice.client, [accounts.bluesky.id], {
      textContent: `1/3 ${tag}`,
      variants: {
        [accounts.bluesky.id]: {
          thread: [{ textContent: `2/3 ${tag}` }, { textContent: `3/3 ${tag}` }],
        },
      },
    });
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    const detail = await settledThreads(post.id);
    const [second, third] = detail.variants[accounts.bluesky.id]?.thread ?? [];
    expect(second).toMatchObject({ state: 'failed', platformPostId: null });
    expect(second?.errorMessage).toContain('No thanks');
    expect(third).toMatchObject({ state: 'failed' });
    expect(third?.errorMessage).toBe(
      'Not sent: item 2 of the thread did not go out, and a thread is never published out of order.',
    );
    expect(chainFrom('bluesky', target?.platformPostId ?? '')).toEqual([`1/3 ${tag}`]);
    // The bell says so, once, and leads to the post.
    const bell = (await alice.client.get('/api/notifications')).body as {
      notifications: { kind: string; title: string; body: string; postId: string | null }[];
    };
    const told = bell.notifications.filter((n) => n.postId === post.id);
    expect(told.map((n) => [n.kind, n.title])).toEqual([
      ['follow_up_failed', 'Published on Bluesky; item 2 of its thread failed'],
    ]);
    expect(told[0]?.body).toContain('No thanks');

    // The owner retries: the rest of the thread goes out, in order, after the post.
    const retry = `/api/posts/${post.id}/targets/${target?.id ?? ''}/follow-ups/retry`;
    const mallory = await newCreator(server);
    expect((await mallory.client.post(retry, {})).status).toBe(404);
    const retried = await alice.client.post(retry, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual({ retried: 2 });
    const after = await settledThreads(post.id);
    expect(after.variants[accounts.bluesky.id]?.thread.map((item) => item.state)).toEqual([
      'published',
      'published',
    ]);
    expect(chainFrom('bluesky', target?.platformPostId ?? '')).toEqual(
      [1, 2, 3].map((n) => `${n}/3 ${tag}`),
    );
    const again = await alice.client.post(retry, {});
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(
      'Nothing to retry: no reply or comment on Bluesky failed.',
    );
  });

  it('follow-ups without a job (lost with a crash or with Redis) are started by the sweeper', async () => {
    const tag = unique();
    // A draft with a thread, whose target is then recorded as published by hand here: as if the
    // process died between the publication and enqueueing its follow-ups.
    const created = await alice.client.post('/api/posts', {
      textContent: `1/2 ${tag}`,
      platforms: [accounts.twitter.id],
      status: 'draft',
      variants: { [accounts.twitter.id]: { thread: [{ textContent: `2/2 ${tag}` }] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const postId = (created.body as { id: string }).id;
    const root = server.sandbox.publishing.add({
      platform: 'twitter',
      id: `9${Date.now()}`,
      account: 'the-account',
      text: `1/2 ${tag}`,
      media: [],
      url: null,
      createdAt: Date.now(),
    });
    await server.database.db
      .update(postTargets)
      .set({ state: 'published', platformPostId: root.id, publishedAt: new Date() })
      .where(eq(postTargets.postId, postId));
    const detail = await settledThreads(postId);
    expect(detail.variants[accounts.twitter.id]?.thread[0]?.state).toBe('published');
    expect(chainFrom('twitter', root.id)).toEqual([`1/2 ${tag}`, `2/2 ${tag}`]);
  });
});
