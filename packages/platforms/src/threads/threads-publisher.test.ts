import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import { threadsUserId } from '../sandbox/threads-routes';
import { publishRun, usePublishHarness } from '../testing/meta-publish-harness';

const ACCOUNT = 'ada';
const SCOPES = ['threads_basic', 'threads_content_publish'];

describe('Threads publisher against the sandbox', () => {
  const harness = usePublishHarness();
  const publisher = () => harness.publishers.threads;
  const account = () => ({
    externalId: threadsUserId(ACCOUNT),
    username: ACCOUNT,
    details: {},
    accessToken: harness.token('threads', ACCOUNT, SCOPES),
  });
  const posts = () => harness.controller.publishing.posts('threads');

  async function failure(promise: Promise<unknown>): Promise<PlatformError> {
    const error: unknown = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }

  it('publishes text: a TEXT container, then threads_publish, then the permalink', async () => {
    const run = publishRun({ account: account(), text: 'Hello from Fanout' });
    const result = await publisher().publish(run.input);

    const [post] = posts();
    expect(posts()).toHaveLength(1);
    expect(post).toMatchObject({
      account: threadsUserId(ACCOUNT),
      text: 'Hello from Fanout',
      media: [],
    });
    expect(result).toEqual({ platformPostId: post?.id, url: post?.url });
    expect(result.url).toMatch(/^https:\/\/www\.threads\.net\/@ada\/post\//);
    expect(run.events).toEqual([
      'handle containerCreatedAt',
      'handle container',
      'irreversible',
      'handle mediaId',
    ]);
    const base = `/sandbox/threads/graph/v1.0`;
    expect(harness.requests('threads')).toEqual([
      `POST ${base}/${threadsUserId(ACCOUNT)}/threads`,
      `GET ${base}/${run.handles.container}`,
      `POST ${base}/${threadsUserId(ACCOUNT)}/threads_publish`,
      `GET ${base}/${post?.id}`,
    ]);
  });

  it('publishes one image pulled from its public URL', async () => {
    const run = publishRun({ account: account(), text: 'A photo', media: [harness.image()] });
    await publisher().publish(run.input);
    const bytes = harness.image().sizeBytes;
    expect(posts()[0]?.media).toEqual([{ kind: 'image', mimeType: 'image/png', bytes }]);
  });

  it('publishes a carousel of images and a video, waiting for processing', async () => {
    harness.controller.publishing.processingMs = 150;
    const run = publishRun({
      account: account(),
      text: 'Carousel',
      media: [harness.image('a.png'), harness.image('b.png'), harness.video()],
    });
    await publisher().publish(run.input);

    expect(posts()[0]?.media.map((media) => media.kind)).toEqual(['image', 'image', 'video']);
    expect(Object.keys(run.handles)).toEqual(
      expect.arrayContaining(['item:0', 'item:1', 'item:2', 'container', 'mediaId']),
    );
    const polls = harness
      .requests('threads')
      .filter((line) => line.includes(run.handles.container ?? '?'));
    expect(polls.length).toBeGreaterThan(1);
  });

  it('publishes one video as a VIDEO container', async () => {
    harness.controller.publishing.processingMs = 50;
    const run = publishRun({ account: account(), media: [harness.video()] });
    await publisher().publish(run.input);
    expect(posts()[0]).toMatchObject({
      text: '',
      media: [{ kind: 'video', mimeType: 'video/mp4' }],
    });
  });

  it('refuses media whose URL does not answer, with Meta’s download error', async () => {
    const run = publishRun({ account: account(), media: [harness.missing('image')] });
    const error = await failure(publisher().publish(run.input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Media download has failed');
    expect(run.events).not.toContain('irreversible');
  });

  it('maps a refused publish to invalid_content with Threads’ message', async () => {
    harness.controller.publishing.failNext('threads', { kind: 'refuse', message: 'Spam detected' });
    const run = publishRun({ account: account(), text: 'x' });
    const error = await failure(publisher().publish(run.input));
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('Spam detected');
    expect(posts()).toHaveLength(0);
  });

  it('maps throttling to rate_limited with retryAt from the usage headers', async () => {
    harness.controller.publishing.failNext('threads', {
      kind: 'rate_limit',
      retryAfterSeconds: 600,
    });
    const run = publishRun({ account: account(), text: 'x' });
    const before = Date.now();
    const error = await failure(publisher().publish(run.input));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(run.rateLimits.some((state) => state.resetAt !== null)).toBe(true);
  });

  it('maps a transient Graph error to transient', async () => {
    harness.controller.publishing.failNext('threads', { kind: 'transient' });
    const run = publishRun({ account: account(), text: 'x' });
    expect((await failure(publisher().publish(run.input))).errorClass).toBe('transient');
    expect(run.events).toContain('irreversible');
    expect(posts()).toHaveLength(0);
  });

  it('after a lost publish answer, the post exists once and reconcile finds it', async () => {
    harness.controller.publishing.failNext('threads', { kind: 'drop_answer' });
    const run = publishRun({ account: account(), text: 'Lost answer' });
    await failure(publisher().publish(run.input));
    expect(run.events.at(-1)).toBe('irreversible');
    expect(posts()).toHaveLength(1);

    const later = publishRun({ account: account(), text: 'Lost answer', handles: run.handles });
    const found = await publisher().reconcile?.(later.input);
    expect(found).toEqual({ platformPostId: posts()[0]?.id, url: posts()[0]?.url });
  });

  it('reconcile answers null when the container was never published', async () => {
    harness.controller.publishing.failNext('threads', { kind: 'transient' });
    const run = publishRun({ account: account(), text: 'Not out' });
    await failure(publisher().publish(run.input));
    expect(run.handles.container).toBeDefined();
    const later = publishRun({ account: account(), text: 'Not out', handles: run.handles });
    expect(await publisher().reconcile?.(later.input)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('resumes from saved containers without making them again', async () => {
    harness.controller.publishing.failNext('threads', { kind: 'transient' });
    const media = [harness.image('a.png'), harness.image('b.png')];
    const first = publishRun({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first.input));
    const created = () => harness.requests('threads').filter((line) => line.endsWith('/threads'));
    expect(created()).toHaveLength(3);

    const second = publishRun({
      account: account(),
      text: 'Resume',
      media,
      handles: first.handles,
    });
    const result = await publisher().publish(second.input);
    expect(created()).toHaveLength(3);
    expect(result.platformPostId).toBe(posts()[0]?.id);
    expect(posts()).toHaveLength(1);
  });
});
