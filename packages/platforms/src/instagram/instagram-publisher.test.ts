import { describe, expect, it } from 'vitest';
import { instagramUserId, sandboxPages } from '@fanout/sandbox/testing';
import {
  followUpInput,
  platformFailure as failure,
  publishInput,
  resumedFollowUp,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';

const ACCOUNT = 'grace';
const SCOPES = ['instagram_basic', 'instagram_content_publish', 'pages_show_list'];
const GRAPH = '/facebook/graph/v21.0';

describe('Instagram publisher against the sandbox', () => {
  const sandbox = usePublisherSandbox();
  const publisher = () => sandbox.publishers().instagram;
  const account = () => ({
    externalId: instagramUserId(ACCOUNT),
    username: ACCOUNT,
    details: { facebookPageId: sandboxPages(ACCOUNT)[0]?.id ?? '' },
    accessToken: sandbox.token('instagram', ACCOUNT, SCOPES),
  });
  const posts = () => sandbox.controller.publishing.posts('instagram');

  it('refuses text alone before calling Instagram', async () => {
    const run = publishInput({ account: account(), text: 'Words only' });
    const error = await failure(publisher().publish(run));
    expect(error.errorClass).toBe('invalid_content');
    expect(sandbox.requests('instagram')).toEqual([]);
  });

  it('publishes one image: container, status, media_publish, permalink', async () => {
    const run = publishInput({ account: account(), text: 'Caption', media: [sandbox.image()] });
    const result = await publisher().publish(run);

    const [post] = posts();
    expect(posts()).toHaveLength(1);
    expect(post).toMatchObject({ account: instagramUserId(ACCOUNT), text: 'Caption' });
    expect(post?.media).toEqual([
      { kind: 'image', mimeType: 'image/png', bytes: sandbox.image().sizeBytes },
    ]);
    expect(result).toEqual({ platformPostId: post?.id, url: post?.url });
    expect(result.url).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    const user = instagramUserId(ACCOUNT);
    expect(sandbox.requests('instagram')).toEqual([
      `POST ${GRAPH}/${user}/media`,
      `GET ${GRAPH}/${run.saved.container}`,
      `POST ${GRAPH}/${user}/media_publish`,
      `GET ${GRAPH}/${post?.id}`,
    ]);
    expect(sandbox.requests('facebook')).toEqual([]);
  });

  it('publishes a video as a Reel, polling while it processes', async () => {
    sandbox.controller.publishing.processingMs = 150;
    const run = publishInput({ account: account(), text: 'Reel', media: [sandbox.video()] });
    const result = await publisher().publish(run);
    expect(result.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\//);
    const polls = sandbox
      .requests('instagram')
      .filter((line) => line === `GET ${GRAPH}/${run.saved.container}`);
    expect(polls.length).toBeGreaterThan(1);
  });

  it("shares a video Reel to the feed by default, and to the Reels tab only as the variant's reel", async () => {
    const reel = { platform: 'instagram' as const, values: { format: 'reel' as const } };
    const feed = { platform: 'instagram' as const, values: { format: 'feed' as const } };
    await publisher().publish(
      publishInput({ account: account(), text: 'Default', media: [sandbox.video()] }),
    );
    await publisher().publish(
      publishInput({ account: account(), text: 'Feed', media: [sandbox.video()], options: feed }),
    );
    await publisher().publish(
      publishInput({
        account: account(),
        text: 'Reels only',
        media: [sandbox.video()],
        options: reel,
      }),
    );
    await publisher().publish(
      publishInput({ account: account(), text: 'Photo', media: [sandbox.image()], options: feed }),
    );
    expect(posts().map((post) => [post.text, post.options])).toEqual([
      ['Default', { media_type: 'REELS', share_to_feed: true }],
      ['Feed', { media_type: 'REELS', share_to_feed: true }],
      ['Reels only', { media_type: 'REELS', share_to_feed: false }],
      ['Photo', { media_type: 'IMAGE' }],
    ]);
  });

  it('refuses a Reel of anything but one video before calling Instagram', async () => {
    const reel = { platform: 'instagram' as const, values: { format: 'reel' as const } };
    for (const media of [[sandbox.image()], [sandbox.video(), sandbox.video('b.mp4')]]) {
      const error = await failure(
        publisher().publish(
          publishInput({ account: account(), text: 'Reel', media, options: reel }),
        ),
      );
      expect(error.errorClass).toBe('invalid_content');
      expect(error.message).toContain('An Instagram Reel is exactly one video');
    }
    expect(sandbox.requests('instagram')).toEqual([]);
  });

  it('publishes a carousel of images and a video', async () => {
    const run = publishInput({
      account: account(),
      text: 'Carousel',
      media: [sandbox.image('a.png'), sandbox.video(), sandbox.image('b.png')],
    });
    await publisher().publish(run);
    expect(posts()[0]?.media.map((media) => media.kind)).toEqual(['image', 'video', 'image']);
    expect(run.saved).toMatchObject({
      'item:0': expect.any(String),
      'item:1': expect.any(String),
      'item:2': expect.any(String),
    });
  });

  it('maps each publish fault to its class', async () => {
    const { publishing } = sandbox.controller;
    publishing.failNext('instagram', { kind: 'refuse', message: 'Caption not allowed' });
    const refused = await failure(
      publisher().publish(publishInput({ account: account(), media: [sandbox.image()] })),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Caption not allowed');

    publishing.failNext('instagram', { kind: 'rate_limit', retryAfterSeconds: 120 });
    const throttled = publishInput({ account: account(), media: [sandbox.image()] });
    const limited = await failure(publisher().publish(throttled));
    expect(limited.errorClass).toBe('rate_limited');
    expect(limited.retryAt).not.toBeNull();
    expect(throttled.observed.some((state) => state.resetAt !== null)).toBe(true);

    publishing.failNext('instagram', { kind: 'transient' });
    const transient = await failure(
      publisher().publish(publishInput({ account: account(), media: [sandbox.image()] })),
    );
    expect(transient.errorClass).toBe('transient');
    expect(posts()).toHaveLength(0);
  });

  it('after a lost answer the media exists once and reconcile finds it; null otherwise', async () => {
    sandbox.controller.publishing.failNext('instagram', { kind: 'drop_answer' });
    const run = publishInput({ account: account(), text: 'Dropped', media: [sandbox.image()] });
    await failure(publisher().publish(run));
    expect(run.events.at(-1)).toBe('irreversible');
    expect(posts()).toHaveLength(1);
    const found = await publisher().reconcile?.(resumedInput(run));
    expect(found).toEqual({ platformPostId: posts()[0]?.id, url: posts()[0]?.url });

    sandbox.controller.publishing.failNext('instagram', { kind: 'transient' });
    const other = publishInput({ account: account(), text: 'Never out', media: [sandbox.image()] });
    await failure(publisher().publish(other));
    const none = await publisher().reconcile?.(resumedInput(other));
    expect(none).toBeNull();
  });

  it('resumes from saved item containers without pulling the media again', async () => {
    sandbox.controller.publishing.failNext('instagram', { kind: 'transient' });
    const media = [sandbox.image('a.png'), sandbox.image('b.png')];
    const first = publishInput({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first));
    const created = () => sandbox.requests('instagram').filter((line) => line.endsWith('/media'));
    expect(created()).toHaveLength(3);

    const second = resumedInput(first);
    await publisher().publish(second);
    expect(created()).toHaveLength(3);
    expect(posts()).toHaveLength(1);
  });
});

describe('Instagram first comments (ADR 0084)', () => {
  const sandbox = usePublisherSandbox();
  const COMMENT_SCOPES = [...SCOPES, 'instagram_manage_comments'];
  const user = instagramUserId(ACCOUNT);
  const account = (scopes = COMMENT_SCOPES) => ({
    externalId: user,
    username: ACCOUNT,
    details: { facebookPageId: sandboxPages(ACCOUNT)[0]?.id ?? '' },
    accessToken: sandbox.token('instagram', ACCOUNT, scopes),
  });
  const publisher = () => sandbox.publishers().instagram;
  const firstComment = () => {
    const followUp = publisher().followUp;
    if (!followUp) throw new Error('Instagram publishes first comments');
    return followUp;
  };
  const comments = () =>
    sandbox.controller.publishing.posts('instagram').filter((post) => post.comment === true);
  const mediaOf = async (text: string) => {
    const media = await publisher().publish(
      publishInput({ account: account(), text, media: [sandbox.image()] }),
    );
    return { root: { platformPostId: media.platformPostId, handles: {} }, url: media.url };
  };
  const commentRun = (
    root: { platformPostId: string; handles: Record<string, string> },
    text: string,
  ) => followUpInput({ account: account(), text, root });

  it('comments on the media; the comment’s link is the media’s permalink', async () => {
    const { root, url } = await mediaOf('A photo');
    const run = commentRun(root, '#hashtags #here');
    const result = await firstComment().publish(run);
    const [comment] = comments();
    expect(comment).toMatchObject({
      account: user,
      text: '#hashtags #here',
      replyTo: root.platformPostId,
      comment: true,
    });
    expect(result).toEqual({ platformPostId: comment?.id, url, handles: {} });
    expect(url).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    expect(sandbox.requests('instagram').slice(-2)).toEqual([
      `POST ${GRAPH}/${root.platformPostId}/comments`,
      `GET ${GRAPH}/${root.platformPostId}`,
    ]);
    expect(firstComment().kind).toBe('first_comment');
  });

  it('after a lost answer, reconcile finds our account’s comment once, and a rerun sends nothing more', async () => {
    const { root, url } = await mediaOf('Same words');
    // Another account's comment with the same words is not ours.
    sandbox.controller.publishing.add({
      platform: 'instagram',
      id: '17900000000000001',
      account: instagramUserId('bob'),
      text: 'Same words',
      media: [],
      url,
      createdAt: Date.now(),
      replyTo: root.platformPostId,
      comment: true,
    });
    sandbox.controller.publishing.failNext('instagram', { kind: 'drop_answer' });
    const run = commentRun(root, 'Same words');
    expect((await failure(firstComment().publish(run))).errorClass).toBe('transient');
    const ours = comments().at(-1);
    expect(ours?.account).toBe(user);
    expect(await firstComment().reconcile(resumedFollowUp(run))).toEqual({
      platformPostId: ours?.id,
      url,
      handles: {},
    });
    const again = await firstComment().publish(resumedFollowUp(run));
    expect(again.platformPostId).toBe(ours?.id);
    expect(comments()).toHaveLength(2);
    expect(sandbox.count('instagram', '/comments', 'POST')).toBe(1);
  });

  it('reconcile answers null when the comment was never sent or was refused', async () => {
    const { root } = await mediaOf('Root');
    expect(await firstComment().reconcile(commentRun(root, 'Never sent'))).toBeNull();
    sandbox.controller.publishing.failNext('instagram', { kind: 'transient' });
    const run = commentRun(root, 'Not made');
    await failure(firstComment().publish(run));
    expect(await firstComment().reconcile(resumedFollowUp(run))).toBeNull();
    expect(comments()).toHaveLength(0);
  });

  it('classifies a refusal as invalid_content and a token without instagram_manage_comments as auth', async () => {
    const { root } = await mediaOf('Root');
    sandbox.controller.publishing.failNext('instagram', {
      kind: 'refuse',
      message: 'Too many tags',
    });
    const refused = await failure(firstComment().publish(commentRun(root, 'x')));
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Too many tags');
    const unscoped = followUpInput({ account: account(SCOPES), text: 'x', root });
    expect((await failure(firstComment().publish(unscoped))).errorClass).toBe('auth');
    expect(comments()).toHaveLength(0);
  });
});
