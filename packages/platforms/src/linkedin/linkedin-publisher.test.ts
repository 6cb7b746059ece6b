import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { mediaFile, mp4Bytes, pngBytes } from '../testing/media-fixtures';
import { linkedInAccount } from '../testing/connected-accounts';
import {
  platformFailure as failure,
  publishInput,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';
import { createLinkedInPublisher } from './linkedin-publisher';

const MIB = 1024 * 1024;
const sandbox = usePublisherSandbox();
let account: PublishAccount;

beforeEach(async () => {
  account = await linkedInAccount(sandbox, 'alan.turing');
});

const publisher = () => createLinkedInPublisher(sandbox.context());
const image = (size = 2048) =>
  mediaFile(pngBytes({ size }), { kind: 'image', mimeType: 'image/png' });
const video = (size: number) => mediaFile(mp4Bytes(size), { kind: 'video', mimeType: 'video/mp4' });
const requests = (method: string, fragment: string) => sandbox.count('linkedin', fragment, method);

describe('LinkedIn publisher', () => {
  it('publishes text with reserved characters escaped, and answers the URN and feed URL', async () => {
    const text = 'Launch (beta) #fanout @team [v1] <3 *bold* _x_ ~y~ {z} a|b \\ done';
    const run = publishInput({ account, text });
    const result = await publisher().publish(run);
    const [post] = sandbox.controller.publishing.posts('linkedin');
    expect(post?.id).toMatch(/^urn:li:share:\d{19}$/);
    expect(result).toEqual({
      platformPostId: post?.id,
      url: `https://www.linkedin.com/feed/update/${post?.id}/`,
    });
    expect(post).toMatchObject({ account: account.details.memberUrn, text, media: [] });
    expect(run.events.filter((event) => event === 'irreversible')).toHaveLength(1);
  });

  it("posts with the variant's visibility, PUBLIC without options", async () => {
    await publisher().publish(publishInput({ account, text: 'For everyone' }));
    await publisher().publish(
      publishInput({
        account,
        text: 'For my connections',
        options: { platform: 'linkedin', values: { visibility: 'CONNECTIONS' } },
      }),
    );
    expect(
      sandbox.controller.publishing.posts('linkedin').map((post) => [post.text, post.options]),
    ).toEqual([
      ['For everyone', { visibility: 'PUBLIC' }],
      ['For my connections', { visibility: 'CONNECTIONS' }],
    ]);
  });

  it('uploads one image and posts it', async () => {
    const run = publishInput({ account, text: 'Photo', media: [image(5000)] });
    await publisher().publish(run);
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media).toEqual([
      { kind: 'image', mimeType: null, bytes: 5000 },
    ]);
    expect(run.saved['image.0.urn']).toMatch(/^urn:li:image:/);
  });

  it('posts several images as a multiImage post', async () => {
    await publisher().publish(
      publishInput({ account, text: 'Album', media: [image(), image(100), image(300)] }),
    );
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media.map((m) => m.bytes)).toEqual([
      2048, 100, 300,
    ]);
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
  });

  it('uploads a video in parts, finalizes with the ETags and waits until AVAILABLE', async () => {
    sandbox.controller.publishing.processingMs = 300;
    const size = 9 * MIB;
    const run = publishInput({ account, text: 'Video', media: [video(size)] });
    await publisher().publish(run);
    expect(sandbox.controller.publishing.posts('linkedin')[0]?.media).toEqual([
      { kind: 'video', mimeType: null, bytes: size },
    ]);
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
    expect(requests('GET', '/rest/videos/')).toBeGreaterThan(1);
    expect(run.saved).toMatchObject({
      'video.finalized': '1',
      'video.etag.2': expect.any(String),
    });
  });

  it('resumes a video upload after the parts already sent', async () => {
    const size = 9 * MIB;
    const first = publishInput({ account, text: 'Resume', media: [video(size)] });
    const crashing = {
      ...first,
      saveHandle: async (name: string, value: string) => {
        await first.saveHandle(name, value);
        if (name === 'video.etag.1') throw new Error('worker crashed');
      },
    };
    await expect(publisher().publish(crashing)).rejects.toThrow('worker crashed');
    expect(requests('PUT', '/dms-uploads/')).toBe(2);
    await publisher().publish(resumedInput(first));
    expect(requests('PUT', '/dms-uploads/')).toBe(3);
    expect(requests('POST', '/rest/videos')).toBe(2); // one initialize, one finalize
    expect(sandbox.controller.publishing.posts('linkedin')).toHaveLength(1);
  });

  it('does not upload again images finished by an earlier run', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'transient' });
    const first = publishInput({ account, text: 'Again', media: [image(), image()] });
    expect((await failure(publisher().publish(first))).errorClass).toBe('transient');
    await publisher().publish(resumedInput(first));
    expect(requests('PUT', '/dms-uploads/')).toBe(2);
    expect(requests('POST', '/rest/images')).toBe(2);
  });

  it('maps a refusal to invalid_content with LinkedIn’s message', async () => {
    sandbox.controller.publishing.failNext('linkedin', {
      kind: 'refuse',
      message: 'Content is a duplicate.',
    });
    const error = await failure(publisher().publish(publishInput({ account, text: 'x' })));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Content is a duplicate.');
  });

  it('maps a rate limit to rate_limited without assuming a reset time (the service probes)', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'rate_limit' });
    const run = publishInput({ account, text: 'x' });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt).toBeNull();
    expect(run.observed).toEqual([]);
  });

  it('tells the daily reset, midnight UTC, for the last probe step', () => {
    const at = publisher().dailyResetAt?.(new Date('2026-11-24T14:05:00Z'));
    expect(at?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('maps a temporary failure to transient', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'transient' });
    expect(
      (await failure(publisher().publish(publishInput({ account, text: 'x' })))).errorClass,
    ).toBe('transient');
  });
});

describe('LinkedIn reconcile after a lost answer (drop_answer: the post IS created, the answer cut)', () => {
  // Reading member posts takes r_member_social, which LinkedIn grants approved partners only.
  const reader = () => ({
    ...account,
    accessToken: sandbox.token('linkedin', 'alan.turing', [
      'openid',
      'profile',
      'w_member_social',
      'r_member_social',
    ]),
  });
  const reconcile = (run: ReturnType<typeof publishInput>) => {
    if (!publisher().reconcile) throw new Error('the LinkedIn publisher has no reconcile');
    return publisher().reconcile?.(run);
  };
  const attemptedAt = (ms: number) => ({ 'post.attemptedAt': new Date(ms).toISOString() });

  it('finds the post among the member’s recent posts: published with its URN and URL', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const run = publishInput({ account: reader(), text: 'Lost (but #found) @ last' });
    expect((await failure(publisher().publish(run))).errorClass).toBe('transient');
    expect(run.events).toEqual(['post.attemptedAt', 'irreversible']);
    const [post] = sandbox.controller.publishing.posts('linkedin');
    expect(await reconcile(resumedInput(run))).toEqual({
      platformPostId: post?.id,
      url: `https://www.linkedin.com/feed/update/${post?.id}/`,
    });
    expect(requests('GET', '/rest/posts')).toBe(1);
  });

  it('matches no post with another text, nor an identical post made before the attempt', async () => {
    await publisher().publish(publishInput({ account: reader(), text: 'Earlier words' }));
    const other = publishInput({
      account: reader(),
      text: 'Never arrived',
      handles: attemptedAt(Date.now()),
    });
    expect(await reconcile(other)).toBe('cannot_tell');
    const older = publishInput({
      account: reader(),
      text: 'Earlier words',
      handles: attemptedAt(Date.now() + 5 * 60_000),
    });
    expect(await reconcile(older)).toBe('cannot_tell');
  });

  it('without r_member_social LinkedIn refuses the read: cannot tell at once', async () => {
    sandbox.controller.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const run = publishInput({ account, text: 'Unreadable' });
    await failure(publisher().publish(run));
    expect(await reconcile(resumedInput(run))).toBe('cannot_tell');
  });
});
