import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import { instagramUserId, sandboxPages } from '../sandbox/facebook-pages';
import { publishRun, usePublishHarness } from '../testing/meta-publish-harness';

const ACCOUNT = 'grace';
const SCOPES = ['instagram_basic', 'instagram_content_publish', 'pages_show_list'];
const GRAPH = '/sandbox/facebook/graph/v21.0';

describe('Instagram publisher against the sandbox', () => {
  const harness = usePublishHarness();
  const publisher = () => harness.publishers.instagram;
  const account = () => ({
    externalId: instagramUserId(ACCOUNT),
    username: ACCOUNT,
    details: { facebookPageId: sandboxPages(ACCOUNT)[0]?.id ?? '' },
    accessToken: harness.token('instagram', ACCOUNT, SCOPES),
  });
  const posts = () => harness.controller.publishing.posts('instagram');

  async function failure(promise: Promise<unknown>): Promise<PlatformError> {
    const error: unknown = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }

  it('refuses text alone before calling Instagram', async () => {
    const run = publishRun({ account: account(), text: 'Words only' });
    const error = await failure(publisher().publish(run.input));
    expect(error.errorClass).toBe('invalid_content');
    expect(harness.requests('instagram')).toEqual([]);
  });

  it('publishes one image: container, status, media_publish, permalink', async () => {
    const run = publishRun({ account: account(), text: 'Caption', media: [harness.image()] });
    const result = await publisher().publish(run.input);

    const [post] = posts();
    expect(posts()).toHaveLength(1);
    expect(post).toMatchObject({ account: instagramUserId(ACCOUNT), text: 'Caption' });
    expect(post?.media).toEqual([
      { kind: 'image', mimeType: 'image/png', bytes: harness.image().sizeBytes },
    ]);
    expect(result).toEqual({ platformPostId: post?.id, url: post?.url });
    expect(result.url).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    const user = instagramUserId(ACCOUNT);
    expect(harness.requests('instagram')).toEqual([
      `POST ${GRAPH}/${user}/media`,
      `GET ${GRAPH}/${run.handles.container}`,
      `POST ${GRAPH}/${user}/media_publish`,
      `GET ${GRAPH}/${post?.id}`,
    ]);
    expect(harness.requests('facebook')).toEqual([]);
  });

  it('publishes a video as a Reel, polling while it processes', async () => {
    harness.controller.publishing.processingMs = 150;
    const run = publishRun({ account: account(), text: 'Reel', media: [harness.video()] });
    const result = await publisher().publish(run.input);
    expect(result.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\//);
    const polls = harness
      .requests('instagram')
      .filter((line) => line === `GET ${GRAPH}/${run.handles.container}`);
    expect(polls.length).toBeGreaterThan(1);
  });

  it('publishes a carousel of images and a video', async () => {
    const run = publishRun({
      account: account(),
      text: 'Carousel',
      media: [harness.image('a.png'), harness.video(), harness.image('b.png')],
    });
    await publisher().publish(run.input);
    expect(posts()[0]?.media.map((media) => media.kind)).toEqual(['image', 'video', 'image']);
    expect(run.handles).toMatchObject({
      'item:0': expect.any(String),
      'item:1': expect.any(String),
      'item:2': expect.any(String),
    });
  });

  it('maps each publish fault to its class', async () => {
    const { publishing } = harness.controller;
    publishing.failNext('instagram', { kind: 'refuse', message: 'Caption not allowed' });
    const refused = await failure(
      publisher().publish(publishRun({ account: account(), media: [harness.image()] }).input),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Caption not allowed');

    publishing.failNext('instagram', { kind: 'rate_limit', retryAfterSeconds: 120 });
    const throttled = publishRun({ account: account(), media: [harness.image()] });
    const limited = await failure(publisher().publish(throttled.input));
    expect(limited.errorClass).toBe('rate_limited');
    expect(limited.retryAt).not.toBeNull();
    expect(throttled.rateLimits.some((state) => state.resetAt !== null)).toBe(true);

    publishing.failNext('instagram', { kind: 'transient' });
    const transient = await failure(
      publisher().publish(publishRun({ account: account(), media: [harness.image()] }).input),
    );
    expect(transient.errorClass).toBe('transient');
    expect(posts()).toHaveLength(0);
  });

  it('after a lost answer the media exists once and reconcile finds it; null otherwise', async () => {
    harness.controller.publishing.failNext('instagram', { kind: 'drop_answer' });
    const run = publishRun({ account: account(), text: 'Dropped', media: [harness.image()] });
    await failure(publisher().publish(run.input));
    expect(run.events.at(-1)).toBe('irreversible');
    expect(posts()).toHaveLength(1);
    const found = await publisher().reconcile?.(
      publishRun({ account: account(), text: 'Dropped', handles: run.handles }).input,
    );
    expect(found).toEqual({ platformPostId: posts()[0]?.id, url: posts()[0]?.url });

    harness.controller.publishing.failNext('instagram', { kind: 'transient' });
    const other = publishRun({ account: account(), text: 'Never out', media: [harness.image()] });
    await failure(publisher().publish(other.input));
    const none = await publisher().reconcile?.(
      publishRun({ account: account(), text: 'Never out', handles: other.handles }).input,
    );
    expect(none).toBeNull();
  });

  it('resumes from saved item containers without pulling the media again', async () => {
    harness.controller.publishing.failNext('instagram', { kind: 'transient' });
    const media = [harness.image('a.png'), harness.image('b.png')];
    const first = publishRun({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first.input));
    const created = () => harness.requests('instagram').filter((line) => line.endsWith('/media'));
    expect(created()).toHaveLength(3);

    const second = publishRun({
      account: account(),
      text: 'Resume',
      media,
      handles: first.handles,
    });
    await publisher().publish(second.input);
    expect(created()).toHaveLength(3);
    expect(posts()).toHaveLength(1);
  });
});
