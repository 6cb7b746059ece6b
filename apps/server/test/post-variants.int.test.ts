import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import type { ContentItem, Post, PostDetail, SocialAccount } from '@fanout/shared';
import { signedUpClient } from './http-client';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { uploadFiles } from './upload-client';

/** ADR 0083: per account, its own text and media; the others get the shared ones. */
let server: PublishingServer;
let alice: Awaited<ReturnType<typeof newCreator>>;
let accounts: Record<'twitter' | 'linkedin' | 'bluesky' | 'instagram', SocialAccount>;
let images: ContentItem[];

beforeAll(async () => {
  server = await startPublishingServer();
  alice = await newCreator(server);
  accounts = {
    twitter: await connectAccount(alice.client, alice.group, 'twitter'),
    linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
    bluesky: await connectAccount(alice.client, alice.group, 'bluesky'),
    instagram: await connectAccount(alice.client, alice.group, 'instagram'),
  };
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-variants-')));
  const upload = await uploadFiles(server.baseUrl, alice.client, [
    fixtures.imagePng,
    fixtures.imageJpeg,
  ]);
  images = (upload.body as { items: ContentItem[] }).items;
});
afterAll(async () => server.close());

const unique = () => Math.random().toString(36).slice(2);
const message = (body: unknown) => (body as { message: string }).message;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function sandboxPosts(platform: string, text: string) {
  return server.sandbox.publishing
    .posts()
    .filter((p) => p.platform === platform && p.text === text);
}

async function detail(id: string): Promise<PostDetail> {
  const answer = await alice.client.get(`/api/posts/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as PostDetail;
}

describe('variants', () => {
  it("a variant's text reaches its network and the shared text the others", async () => {
    const shared = `Shared for everyone ${unique()} — a longer text that LinkedIn and Bluesky take`;
    const forX = `Short for X ${unique()} #launch`;
    const post = await postNow(
      alice.client,
      [accounts.twitter.id, accounts.linkedin.id, accounts.bluesky.id],
      { textContent: shared, variants: { [accounts.twitter.id]: { textContent: forX } } },
    );
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => t.state)).toEqual(['published', 'published', 'published']);
    expect(sandboxPosts('twitter', forX)).toHaveLength(1);
    expect(sandboxPosts('twitter', shared)).toHaveLength(0);
    expect(sandboxPosts('linkedin', shared)).toHaveLength(1);
    expect(sandboxPosts('bluesky', shared)).toHaveLength(1);

    const answer = await detail(post.id);
    expect(answer.textContent).toBe(shared);
    expect(answer.variants).toEqual({
      [accounts.twitter.id]: {
        targetId: targets.find((t) => t.platform === 'twitter')?.id,
        textContent: forX,
        attachments: null,
        media: null,
        thread: [],
        firstComment: null,
        // X's options with their defaults (network-options.int.test.ts tests them).
        options: { replySettings: 'everyone' },
      },
    });
  });

  it("a variant's own media reach its network; the others keep the shared text alone", async () => {
    const [photo] = images;
    const text = `Text and a photo on Instagram only ${unique()}`;
    const post = await postNow(alice.client, [accounts.twitter.id, accounts.instagram.id], {
      textContent: text,
      variants: { [accounts.instagram.id]: { attachments: [photo?.id] } },
    });
    const targets = await settledTargets(server, post.id);
    expect(targets.map((t) => [t.platform, t.state, t.errorMessage]).sort()).toEqual([
      ['instagram', 'published', null],
      ['twitter', 'published', null],
    ]);
    expect(sandboxPosts('twitter', text)[0]?.media).toEqual([]);
    expect(sandboxPosts('instagram', text)[0]?.media).toHaveLength(1);
    const answer = await detail(post.id);
    expect(answer.variants[accounts.instagram.id]).toMatchObject({
      textContent: null,
      attachments: [photo?.id],
      media: [{ id: photo?.id }],
    });
  });

  it('the shared text is held only to the networks that use it; a variant names its account', async () => {
    const long = `${'A long LinkedIn thought. '.repeat(14)}${unique()}`; // over 280
    const ok = await alice.client.post('/api/posts', {
      textContent: long,
      platforms: [accounts.twitter.id, accounts.linkedin.id],
      status: 'draft',
      variants: { [accounts.twitter.id]: { textContent: 'Fits on X' } },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const tooLong = await alice.client.post('/api/posts', {
      textContent: 'Shared',
      platforms: [accounts.twitter.id, accounts.linkedin.id],
      status: 'draft',
      variants: { [accounts.twitter.id]: { textContent: 'x'.repeat(312) } },
    });
    expect(tooLong.status).toBe(400);
    // The edit dialog (PUT /api/posts/{id}) holds the shared text to the same networks.
    const edited = await alice.client.request('PUT', `/api/posts/${(ok.body as Post).id}`, {
      body: { title: 'Edited', textContent: `${long} edited` },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(message(tooLong.body)).toBe(
      `X (@${accounts.twitter.platformUsername}): 312 / 280 characters`,
    );

    const notSelected = await alice.client.post('/api/posts', {
      textContent: 'Shared',
      platforms: [accounts.twitter.id],
      status: 'draft',
      variants: { [accounts.linkedin.id]: { textContent: 'For LinkedIn' } },
    });
    expect(notSelected.status).toBe(400);
    expect(message(notSelected.body)).toBe(
      `variants names account ${accounts.linkedin.id}, which is not among the selected platforms`,
    );
  });

  it('a field this version does not publish is refused by name, not dropped', async () => {
    const answer = await alice.client.post('/api/posts', {
      textContent: 'Shared',
      platforms: [accounts.twitter.id],
      status: 'draft',
      variants: {
        [accounts.twitter.id]: {
          thread: [{ textContent: 'Second', attachments: [images[0]?.id] }],
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(message(answer.body)).toMatch(/attachments/);
  });

  it("another user's media or account cannot be put in a variant", async () => {
    const mallory = await signedUpClient(server.baseUrl);
    const own = await mallory.client.post('/api/posts', {
      textContent: 'Mine',
      platforms: [],
      status: 'draft',
      variants: { [accounts.twitter.id]: { textContent: 'On Alice’s X' } },
    });
    expect(own.status).toBe(400);
    expect(message(own.body)).toBe(
      `variants names account ${accounts.twitter.id}, which is not among the selected platforms`,
    );
    const smuggled = await mallory.client.post('/api/posts', {
      textContent: 'Mine',
      platforms: [accounts.twitter.id],
      status: 'draft',
    });
    expect(smuggled.status).toBe(400);

    // Mallory's own photo cannot ride on her post's variant… and Alice cannot use it either.
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-mallory-')));
    const upload = await uploadFiles(server.baseUrl, mallory.client, [fixtures.imagePng]);
    const [mallorys] = (upload.body as { items: ContentItem[] }).items;
    const borrowed = await alice.client.post('/api/posts', {
      textContent: 'Shared',
      platforms: [accounts.twitter.id],
      status: 'draft',
      variants: { [accounts.twitter.id]: { attachments: [mallorys?.id] } },
    });
    expect(borrowed.status).toBe(400);
    expect(message(borrowed.body)).toBe(
      `X (@${accounts.twitter.platformUsername}): Attachment ${mallorys?.id} was not found in your content library`,
    );
    // An id from nobody's library is refused the same way.
    const strange = crypto.randomUUID();
    const missing = await alice.client.post('/api/posts', {
      textContent: 'Shared',
      platforms: [accounts.twitter.id],
      status: 'draft',
      variants: { [accounts.twitter.id]: { attachments: [strange] } },
    });
    expect(missing.status).toBe(400);
    expect(message(missing.body)).toBe(
      `X (@${accounts.twitter.platformUsername}): Attachment ${strange} was not found in your content library`,
    );
  });

  it('the composition keeps, changes and drops variants; a payload without them drops them', async () => {
    const [photo, second] = images;
    const created = (
      await alice.client.post('/api/posts', {
        textContent: 'Draft shared',
        platforms: [accounts.twitter.id, accounts.bluesky.id],
        status: 'draft',
        variants: {
          [accounts.twitter.id]: { textContent: 'Draft for X', attachments: [photo?.id] },
        },
      })
    ).body as Post;
    const recompose = (variants: unknown) =>
      alice.client.request('PUT', `/api/posts/${created.id}/composition`, {
        body: {
          textContent: 'Draft shared',
          platforms: [accounts.twitter.id, accounts.bluesky.id],
          status: 'draft',
          ...(variants === undefined ? {} : { variants }),
        },
      });
    const changed = await recompose({
      [accounts.bluesky.id]: { textContent: 'Draft for Bluesky', attachments: [second?.id] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await detail(created.id);
    expect(Object.keys(after.variants)).toEqual([accounts.bluesky.id]);
    expect(after.variants[accounts.bluesky.id]).toMatchObject({
      textContent: 'Draft for Bluesky',
      attachments: [second?.id],
    });

    // Duplicate copies them.
    const copy = (await alice.client.post(`/api/posts/${created.id}/duplicate`, {})).body as Post;
    expect((await detail(copy.id)).variants[accounts.bluesky.id]).toMatchObject({
      textContent: 'Draft for Bluesky',
      attachments: [second?.id],
    });

    expect((await recompose(undefined)).status).toBe(200);
    expect((await detail(created.id)).variants).toEqual({});
  });

  it("a library item used only by a waiting post's variant cannot be deleted", async () => {
    const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-variants-')));
    const upload = await uploadFiles(server.baseUrl, alice.client, [fixtures.imagePng]);
    const [item] = (upload.body as { items: ContentItem[] }).items;
    const scheduled = await alice.client.post('/api/posts', {
      title: 'Waiting with a variant',
      textContent: 'Shared text',
      platforms: [accounts.twitter.id, accounts.linkedin.id],
      status: 'scheduled',
      scheduledAt: inDays(2),
      variants: { [accounts.linkedin.id]: { attachments: [item?.id] } },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const refused = await alice.client.request('DELETE', `/api/content/${item?.id}`);
    expect(refused.status).toBe(409);
    expect(message(refused.body)).toContain('Waiting with a variant');
  });
});
