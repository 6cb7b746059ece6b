import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPost } from '@fanout/sandbox';
import type { SocialAccount } from '@fanout/shared';
import { grantAdmin } from './admin-role';
import { HttpClient, signedUpClient } from './http-client';
import { connectUrl, followCallback, submitConsent } from './oauth-consent';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type Connectable,
  type PublishingServer,
} from './publishing-harness';

const CONTROL = '/sandbox/_control/publishing';
const TOKEN = 'a-control-token-for-the-tests';
// Text-only posts: the platforms that publish text alone (Pinterest needs an image).
const PLATFORMS: Connectable[] = ['twitter', 'linkedin', 'bluesky', 'facebook', 'threads'];
const FAULT = { fault: { kind: 'refuse', message: 'No' } };

describe('sandbox control API access (ADR 0029)', () => {
  let server: PublishingServer;
  let admin: HttpClient;
  let alice: Awaited<ReturnType<typeof newCreator>>;
  let bob: Awaited<ReturnType<typeof newCreator>>;
  const aliceText = `Alice's post ${Date.now()}`;
  const bobText = `Bob's post ${Date.now()}`;

  beforeAll(async () => {
    server = await startPublishingServer({ SANDBOX_CONTROL_TOKEN: TOKEN });
    const first = await signedUpClient(server.baseUrl);
    await grantAdmin(server, first.userId);
    admin = first.client;
    alice = await newCreator(server);
    bob = await newCreator(server);
    const aliceAccounts: SocialAccount[] = [];
    for (const platform of PLATFORMS) {
      aliceAccounts.push(await connectAccount(alice.client, alice.group, platform));
    }
    // Bob's own X account, another one on the platform.
    await followCallback(
      bob.client,
      await submitConsent(await connectUrl(bob.client, 'twitter', bob.group.id), {
        account: 'bob_on_x',
      }),
    );
    const bobAccounts = (await bob.client.get('/api/social-accounts')).body as SocialAccount[];
    const posts = [
      await postNow(
        alice.client,
        aliceAccounts.map((account) => account.id),
        {
          textContent: aliceText,
        },
      ),
      await postNow(
        bob.client,
        bobAccounts.map((account) => account.id),
        {
          textContent: bobText,
        },
      ),
    ];
    for (const post of posts) {
      const targets = await settledTargets(server, post.id);
      expect(targets.every((target) => target.state === 'published')).toBe(true);
    }
  });
  afterAll(async () => server.close());

  async function postsSeenBy(client: HttpClient, platform: string) {
    const answer = await client.get(`${CONTROL}/${platform}/posts`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { posts: SandboxPost[] }).posts.map((post) => post.text);
  }

  it('answers 401 to a caller who is not signed in, reading or changing', async () => {
    const stranger = new HttpClient(server.baseUrl);
    for (const [method, path, body] of [
      ['GET', CONTROL, undefined],
      ['GET', `${CONTROL}/twitter/posts`, undefined],
      ['PUT', `${CONTROL}/twitter`, FAULT],
      ['PUT', CONTROL, { latencyMs: 10 }],
    ] as const) {
      const answer = await stranger.request(method, path, body ? { body } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toMatchObject({ error_description: expect.stringMatching(/sign in/i) });
    }
    expect(server.sandbox.publishing.faultOf('twitter')).toBeNull();
    expect(server.sandbox.publishing.latencyMs).toBe(0);
  });

  it('shows a customer the posts of their own accounts only, on every platform', async () => {
    for (const platform of PLATFORMS) {
      expect(await postsSeenBy(alice.client, platform), platform).toEqual([aliceText]);
    }
    expect(await postsSeenBy(bob.client, 'twitter')).toEqual([bobText]);
    expect(await postsSeenBy(bob.client, 'linkedin')).toEqual([]);
    const overview = (await bob.client.get(CONTROL)).body as {
      platforms: Record<string, { posts: number }>;
    };
    expect(overview.platforms.twitter?.posts).toBe(1);
    expect(overview.platforms.linkedin?.posts).toBe(0);
  });

  it('refuses a customer any change with 403 and a message', async () => {
    for (const [path, body] of [
      [`${CONTROL}/twitter`, FAULT],
      [CONTROL, { latencyMs: 10 }],
    ] as const) {
      const answer = await alice.client.request('PUT', path, { body });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        error_description: expect.stringMatching(/administrator/),
      });
    }
    expect(server.sandbox.publishing.faultOf('twitter')).toBeNull();
  });

  it('lets an administrator read every post and set and clear faults', async () => {
    expect((await postsSeenBy(admin, 'twitter')).sort()).toEqual([aliceText, bobText].sort());
    const set = await admin.request('PUT', `${CONTROL}/twitter`, { body: FAULT });
    expect(set.status).toBe(200);
    expect(server.sandbox.publishing.faultOf('twitter')).toEqual(FAULT.fault);
    const cleared = await admin.request('PUT', `${CONTROL}/twitter`, { body: { fault: null } });
    expect(cleared.status).toBe(200);
    expect(server.sandbox.publishing.faultOf('twitter')).toBeNull();
  });

  it('refuses an administrator’s change that comes from another site', async () => {
    for (const origin of ['https://evil.example', null]) {
      const answer = await admin.request('PUT', `${CONTROL}/twitter`, { body: FAULT, origin });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: expect.stringMatching(/Cross-site/) });
    }
    // The same route spelled another way is no way around the checks.
    for (const path of [
      '/sandbox/%5Fcontrol/publishing/twitter',
      '/sandbox/_control/publishing/%74witter',
    ]) {
      const answer = await admin.request('PUT', path, {
        body: FAULT,
        origin: 'https://evil.example',
      });
      expect(answer.status, path).not.toBe(200);
    }
    expect(server.sandbox.publishing.faultOf('twitter')).toBeNull();
  });

  it("shows a customer their own posts' figures only; an administrator overrides and refuses them", async () => {
    const twitterPosts = server.sandbox.publishing.posts('twitter');
    const alicePost = twitterPosts.find((post) => post.text === aliceText);
    const bobPost = twitterPosts.find((post) => post.text === bobText);
    const figuresOf = (post: SandboxPost | undefined) =>
      `/sandbox/_control/figures/twitter/posts/${post?.id ?? ''}`;
    expect((await alice.client.get(figuresOf(alicePost))).status).toBe(200);
    expect((await alice.client.get(figuresOf(bobPost))).status).toBe(404);
    for (const [method, path, body] of [
      ['PUT', figuresOf(alicePost), { figures: { like_count: 1 } }],
      ['PUT', '/sandbox/_control/figures/twitter', { refusal: { kind: 'scope' } }],
      ['DELETE', `${CONTROL}/twitter/posts/${alicePost?.id ?? ''}`, undefined],
    ] as const) {
      const answer = await alice.client.request(method, path, body ? { body } : {});
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(alicePost?.figures).toBeUndefined();

    const set = await admin.request('PUT', figuresOf(alicePost), {
      body: { figures: { like_count: 77 } },
    });
    expect(set.status).toBe(200);
    expect((await alice.client.get(figuresOf(alicePost))).body).toMatchObject({
      figures: { like_count: 77 },
    });
    await admin.request('PUT', figuresOf(alicePost), { body: { figures: null } });
    const refused = await admin.request('PUT', '/sandbox/_control/figures/twitter', {
      body: { refusal: { kind: 'rate_limit', retryAfterSeconds: 30 } },
    });
    expect(refused.status).toBe(200);
    expect(server.sandbox.figures.refusalFor('twitter', 'anyone')).toEqual({
      kind: 'rate_limit',
      retryAfterSeconds: 30,
    });
    await admin.request('PUT', '/sandbox/_control/figures/twitter', { body: { refusal: null } });
    expect(server.sandbox.figures.standing()).toEqual([]);
  });

  it('lets a tool holding SANDBOX_CONTROL_TOKEN read and change without a session or Origin', async () => {
    const tool = new HttpClient(server.baseUrl);
    const auth = { authorization: `Bearer ${TOKEN}` };
    const listed = await tool.get(`${CONTROL}/twitter/posts`, { headers: auth });
    expect(listed.status).toBe(200);
    expect((listed.body as { posts: unknown[] }).posts).toHaveLength(2);
    const set = await tool.request('PUT', CONTROL, {
      body: { latencyMs: 5 },
      headers: auth,
      origin: null,
    });
    expect(set.status).toBe(200);
    expect(server.sandbox.publishing.latencyMs).toBe(5);
    await tool.request('PUT', CONTROL, { body: { latencyMs: 0 }, headers: auth, origin: null });

    const wrong = await tool.request('PUT', CONTROL, {
      body: { latencyMs: 7 },
      headers: { authorization: `Bearer ${TOKEN}x` },
      origin: null,
    });
    expect(wrong.status).toBe(403);
    expect(server.sandbox.publishing.latencyMs).toBe(0);
    const wrongRead = await tool.get(CONTROL, { headers: { authorization: 'Bearer nope' } });
    expect(wrongRead.status).toBe(401);
  });
});
