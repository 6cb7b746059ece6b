import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMediaFixtures } from '@fanout/core/testing';
import { postFollowUps } from '@fanout/db/schema';
import type { ContentItem, PostDetail, SocialAccount } from '@fanout/shared';
import {
  connectAccount,
  newCreator,
  postNow,
  settledTargets,
  startPublishingServer,
  type PublishingServer,
} from './publishing-harness';
import { uploadFiles } from './upload-client';

/** ADR 0084, 0085: a first comment lands on its own post, on each network that has them. */
let server: PublishingServer;
let alice: Awaited<ReturnType<typeof newCreator>>;
let accounts: Record<'linkedin' | 'facebook' | 'instagram' | 'youtube', SocialAccount>;
let image: ContentItem;
let video: ContentItem;

beforeAll(async () => {
  server = await startPublishingServer();
  alice = await newCreator(server);
  accounts = {
    linkedin: await connectAccount(alice.client, alice.group, 'linkedin'),
    facebook: await connectAccount(alice.client, alice.group, 'facebook'),
    instagram: await connectAccount(alice.client, alice.group, 'instagram'),
    youtube: await connectAccount(alice.client, alice.group, 'youtube'),
  };
  const fixtures = await makeMediaFixtures(mkdtempSync(path.join(tmpdir(), 'fanout-comments-')));
  const upload = await uploadFiles(server.baseUrl, alice.client, [
    fixtures.imageJpeg,
    fixtures.videoMp4,
  ]);
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  [image, video] = (upload.body as { items: ContentItem[] }).items as [ContentItem, ContentItem];
});
afterAll(async () => server.close());

async function settledFollowUps(postId: string, timeoutMs = 30_000): Promise<PostDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await server.database.db
      .select({ state: postFollowUps.state, error: postFollowUps.errorMessage })
      .from(postFollowUps)
      .where(eq(postFollowUps.postId, postId));
    if (rows.every((row) => row.state === 'published' || row.state === 'failed')) {
      return (await alice.client.get(`/api/posts/${postId}`)).body as PostDetail;
    }
    if (Date.now() > deadline)
      throw new Error(`follow-ups did not settle: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('first comments', () => {
  it('a first comment on LinkedIn, Facebook, Instagram and YouTube arrives on the right post', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const comment = (network: string) => `First comment on ${network} ${tag}: link in here`;
    const post = await postNow(
      alice.client,
      Object.values(accounts).map((a) => a.id),
      {
        title: `Comments ${tag}`,
        textContent: `A post with first comments ${tag}`,
        variants: {
          [accounts.linkedin.id]: { firstComment: comment('linkedin') },
          [accounts.facebook.id]: { firstComment: comment('facebook') },
          [accounts.instagram.id]: { attachments: [image.id], firstComment: comment('instagram') },
          [accounts.youtube.id]: { attachments: [video.id], firstComment: comment('youtube') },
        },
      },
    );
    const targets = await settledTargets(server, post.id, 60_000);
    expect(
      targets.map((t) => [t.platform, t.state, t.errorMessage]).sort(),
      JSON.stringify(targets.map((t) => t.errorMessage)),
    ).toEqual([
      ['facebook', 'published', null],
      ['instagram', 'published', null],
      ['linkedin', 'published', null],
      ['youtube', 'published', null],
    ]);
    const detail = await settledFollowUps(post.id);
    for (const target of targets) {
      const platform = target.platform;
      const variant = detail.variants[target.socialAccountId ?? ''];
      expect(variant?.firstComment, platform).toMatchObject({
        textContent: comment(platform),
        state: 'published',
        errorMessage: null,
      });
      const onPlatform = server.sandbox.publishing
        .posts(platform)
        .filter((p) => p.text === comment(platform));
      // Once, as a comment, on the target's own post.
      expect(onPlatform, platform).toHaveLength(1);
      expect(onPlatform[0], platform).toMatchObject({
        comment: true,
        replyTo: target.platformPostId,
        id: variant?.firstComment?.platformPostId,
      });
    }
  });

  it("a first comment's lost answer is read back: the comment exists once", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const text = `Lost first comment ${tag}`;
    // The post goes through; the comment is made and its answer lost.
    server.sandbox.publishing.failNext('linkedin', { kind: 'slow', ms: 0 });
    server.sandbox.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const post = await postNow(alice.client, [accounts.linkedin.id], {
      textContent: `A post ${tag}`,
      variants: { [accounts.linkedin.id]: { firstComment: text } },
    });
    const [target] = await settledTargets(server, post.id);
    expect(target?.state).toBe('published');
    const detail = await settledFollowUps(post.id);
    expect(detail.variants[accounts.linkedin.id]?.firstComment?.state).toBe('published');
    expect(server.sandbox.publishing.posts('linkedin').filter((p) => p.text === text)).toHaveLength(
      1,
    );
  });
});
