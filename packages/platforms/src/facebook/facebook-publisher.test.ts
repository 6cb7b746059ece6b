import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import { sandboxPages } from '../sandbox/facebook-pages';
import { publishRun, usePublishHarness } from '../testing/meta-publish-harness';

const ACCOUNT = 'linus';
const SCOPES = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts'];
const GRAPH = '/sandbox/facebook/graph/v21.0';
const PAGE_ID = sandboxPages(ACCOUNT)[0]?.id ?? '';

describe('Facebook Page publisher against the sandbox', () => {
  const harness = usePublishHarness();
  const publisher = () => harness.publishers.facebook;
  const account = () => ({
    externalId: PAGE_ID,
    username: 'Linus Studio',
    details: { pageName: 'Linus Studio' },
    accessToken: harness.token('facebook', ACCOUNT, SCOPES, PAGE_ID),
  });
  const posts = () => harness.controller.publishing.posts('facebook');
  const reels = { pagePost: false, pageReels: true };

  async function failure(promise: Promise<unknown>): Promise<PlatformError> {
    const error: unknown = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }

  it('publishes text to the Page feed', async () => {
    const run = publishRun({ account: account(), text: 'Hello Page' });
    const result = await publisher().publish(run.input);
    const [post] = posts();
    expect(post).toMatchObject({ account: PAGE_ID, text: 'Hello Page', media: [] });
    expect(result).toEqual({
      platformPostId: post?.id,
      url: `https://www.facebook.com/${post?.id}`,
    });
    expect(result.platformPostId).toMatch(new RegExp(`^${PAGE_ID}_\\d+$`));
    expect(run.events).toEqual(['irreversible', 'handle postId']);
    expect(harness.requests('facebook')).toEqual([`POST ${GRAPH}/${PAGE_ID}/feed`]);
  });

  it('publishes one photo with /photos, the caption on it', async () => {
    const run = publishRun({ account: account(), text: 'One photo', media: [harness.image()] });
    const result = await publisher().publish(run.input);
    expect(posts()[0]).toMatchObject({ id: result.platformPostId, text: 'One photo' });
    expect(posts()[0]?.media).toEqual([
      { kind: 'image', mimeType: 'image/png', bytes: harness.image().sizeBytes },
    ]);
  });

  it('publishes several photos: unpublished uploads, then /feed with attached_media', async () => {
    const media = [harness.image('a.png'), harness.image('b.png'), harness.image('c.png')];
    const run = publishRun({ account: account(), text: 'Album', media });
    await publisher().publish(run.input);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.media).toHaveLength(3);
    expect(run.events).toEqual([
      'handle photo:0',
      'handle photo:1',
      'handle photo:2',
      'irreversible',
      'handle postId',
    ]);
  });

  it('publishes a video with /videos on the graph-video host', async () => {
    const run = publishRun({ account: account(), text: 'Watch', media: [harness.video()] });
    const result = await publisher().publish(run.input);
    expect(posts()[0]).toMatchObject({ id: result.platformPostId, text: 'Watch' });
    expect(harness.requests('facebook')).toEqual([
      `POST /sandbox/facebook/video/v21.0/${PAGE_ID}/videos`,
    ]);
  });

  it('publishes a Reel: start, hosted upload, status polls while processing, finish', async () => {
    harness.controller.publishing.processingMs = 150;
    const run = publishRun({
      account: account(),
      text: 'My reel',
      media: [harness.video()],
      facebookOptions: reels,
    });
    const result = await publisher().publish(run.input);
    const videoId = run.handles.reelVideoId;
    expect(result).toEqual({
      platformPostId: videoId,
      url: `https://www.facebook.com/reel/${videoId}`,
    });
    expect(posts()).toEqual([expect.objectContaining({ id: videoId, text: 'My reel' })]);
    const requests = harness.requests('facebook');
    expect(requests[0]).toBe(`POST ${GRAPH}/${PAGE_ID}/video_reels`);
    expect(requests[1]).toBe(`POST /sandbox/facebook/rupload/video-upload/v21.0/${videoId}`);
    expect(requests.filter((line) => line === `GET ${GRAPH}/${videoId}`).length).toBeGreaterThan(1);
    expect(requests.at(-1)).toBe(`POST ${GRAPH}/${PAGE_ID}/video_reels`);
    expect(run.events.slice(-2)).toEqual(['irreversible', 'handle reelPublished']);
  });

  it('with Page Post and Page Reels both ticked, publishes the Reel and the video post', async () => {
    const run = publishRun({
      account: account(),
      text: 'Both',
      media: [harness.video()],
      facebookOptions: { pagePost: true, pageReels: true },
    });
    const result = await publisher().publish(run.input);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.id).toBe(result.platformPostId);
    expect(posts()[0]?.url).toContain('/reel/');
  });

  it('maps each publish fault to its class, with retryAt from the Page usage header', async () => {
    const { publishing } = harness.controller;
    publishing.failNext('facebook', { kind: 'refuse', message: 'Against community standards' });
    const refused = await failure(
      publisher().publish(publishRun({ account: account(), text: 'x' }).input),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Against community standards');

    publishing.failNext('facebook', { kind: 'rate_limit', retryAfterSeconds: 300 });
    const throttled = publishRun({ account: account(), text: 'x' });
    const before = Date.now();
    const limited = await failure(publisher().publish(throttled.input));
    expect(limited.errorClass).toBe('rate_limited');
    expect(limited.retryAt?.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(throttled.rateLimits).not.toEqual([]);

    publishing.failNext('facebook', { kind: 'transient' });
    const transient = await failure(
      publisher().publish(publishRun({ account: account(), text: 'x' }).input),
    );
    expect(transient.errorClass).toBe('transient');
    expect(posts()).toHaveLength(0);
  });

  it('after a lost answer the post exists once; there is no reconcile', async () => {
    harness.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
    const run = publishRun({ account: account(), text: 'Dropped' });
    await failure(publisher().publish(run.input));
    expect(run.events).toEqual(['irreversible']);
    expect(posts()).toHaveLength(1);
    expect(publisher().reconcile).toBeUndefined();
  });

  it('resumes an album from its saved photo uploads', async () => {
    harness.controller.publishing.failNext('facebook', { kind: 'transient' });
    const media = [harness.image('a.png'), harness.image('b.png')];
    const first = publishRun({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first.input));
    const uploads = () => harness.requests('facebook').filter((line) => line.endsWith('/photos'));
    expect(uploads()).toHaveLength(2);

    const second = publishRun({
      account: account(),
      text: 'Resume',
      media,
      handles: first.handles,
    });
    await publisher().publish(second.input);
    expect(uploads()).toHaveLength(2);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.media).toHaveLength(2);
  });

  it('resumes a Reel from its saved upload without uploading again', async () => {
    harness.controller.publishing.failNext('facebook', { kind: 'transient' });
    const media = [harness.video()];
    const first = publishRun({ account: account(), media, facebookOptions: reels });
    await failure(publisher().publish(first.input));
    const second = publishRun({
      account: account(),
      media,
      facebookOptions: reels,
      handles: first.handles,
    });
    await publisher().publish(second.input);
    const uploads = harness.requests('facebook').filter((line) => line.includes('/rupload/'));
    expect(uploads).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });
});
