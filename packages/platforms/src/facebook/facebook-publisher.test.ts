import { describe, expect, it } from 'vitest';
import { sandboxPages } from '@fanout/sandbox/testing';
import {
  followUpInput,
  platformFailure as failure,
  publishInput,
  resumedFollowUp,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';

const ACCOUNT = 'linus';
const SCOPES = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts'];
const GRAPH = '/facebook/graph/v21.0';
const PAGE_ID = sandboxPages(ACCOUNT)[0]?.id ?? '';

describe('Facebook Page publisher against the sandbox', () => {
  const sandbox = usePublisherSandbox();
  const publisher = () => sandbox.publishers().facebook;
  const account = () => ({
    externalId: PAGE_ID,
    username: 'Linus Studio',
    details: { pageName: 'Linus Studio' },
    accessToken: sandbox.token('facebook', ACCOUNT, SCOPES, PAGE_ID),
  });
  const posts = () => sandbox.controller.publishing.posts('facebook');
  const reels = { pagePost: false, pageReels: true };

  it('publishes text to the Page feed', async () => {
    const run = publishInput({ account: account(), text: 'Hello Page' });
    const result = await publisher().publish(run);
    const [post] = posts();
    expect(post).toMatchObject({ account: PAGE_ID, text: 'Hello Page', media: [] });
    expect(result).toEqual({
      platformPostId: post?.id,
      url: `https://www.facebook.com/${post?.id}`,
    });
    expect(result.platformPostId).toMatch(new RegExp(`^${PAGE_ID}_\\d+$`));
    expect(run.events).toEqual(['post.attemptedAt', 'irreversible', 'postId']);
    expect(sandbox.requests('facebook')).toEqual([`POST ${GRAPH}/${PAGE_ID}/feed`]);
  });

  it('publishes one photo with /photos, the caption on it', async () => {
    const run = publishInput({ account: account(), text: 'One photo', media: [sandbox.image()] });
    const result = await publisher().publish(run);
    expect(posts()[0]).toMatchObject({ id: result.platformPostId, text: 'One photo' });
    expect(posts()[0]?.media).toEqual([
      { kind: 'image', mimeType: 'image/png', bytes: sandbox.image().sizeBytes },
    ]);
  });

  it('publishes several photos: unpublished uploads, then /feed with attached_media', async () => {
    const media = [sandbox.image('a.png'), sandbox.image('b.png'), sandbox.image('c.png')];
    const run = publishInput({ account: account(), text: 'Album', media });
    await publisher().publish(run);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.media).toHaveLength(3);
    expect(run.events).toEqual([
      'photo:0',
      'photo:1',
      'photo:2',
      'post.attemptedAt',
      'irreversible',
      'postId',
    ]);
  });

  it('publishes a video with /videos on the graph-video host', async () => {
    const run = publishInput({ account: account(), text: 'Watch', media: [sandbox.video()] });
    const result = await publisher().publish(run);
    expect(posts()[0]).toMatchObject({ id: result.platformPostId, text: 'Watch' });
    expect(sandbox.requests('facebook')).toEqual([`POST /facebook/video/v21.0/${PAGE_ID}/videos`]);
  });

  it('publishes a Reel: start, hosted upload, status polls while processing, finish', async () => {
    sandbox.controller.publishing.processingMs = 150;
    const run = publishInput({
      account: account(),
      text: 'My reel',
      media: [sandbox.video()],
      facebookOptions: reels,
    });
    const result = await publisher().publish(run);
    const videoId = run.saved.reelVideoId;
    expect(result).toEqual({
      platformPostId: videoId,
      url: `https://www.facebook.com/reel/${videoId}`,
    });
    expect(posts()).toEqual([expect.objectContaining({ id: videoId, text: 'My reel' })]);
    const requests = sandbox.requests('facebook');
    expect(requests[0]).toBe(`POST ${GRAPH}/${PAGE_ID}/video_reels`);
    expect(requests[1]).toBe(`POST /facebook/rupload/video-upload/v21.0/${videoId}`);
    expect(requests.filter((line) => line === `GET ${GRAPH}/${videoId}`).length).toBeGreaterThan(1);
    expect(requests.at(-1)).toBe(`POST ${GRAPH}/${PAGE_ID}/video_reels`);
    expect(run.events.slice(-2)).toEqual(['irreversible', 'reelPublished']);
  });

  it('with Page Post and Page Reels both ticked, publishes the Reel and the video post', async () => {
    const run = publishInput({
      account: account(),
      text: 'Both',
      media: [sandbox.video()],
      facebookOptions: { pagePost: true, pageReels: true },
    });
    const result = await publisher().publish(run);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.id).toBe(result.platformPostId);
    expect(posts()[0]?.url).toContain('/reel/');
  });

  it('maps each publish fault to its class, with retryAt from the Page usage header', async () => {
    const { publishing } = sandbox.controller;
    publishing.failNext('facebook', { kind: 'refuse', message: 'Against community standards' });
    const refused = await failure(
      publisher().publish(publishInput({ account: account(), text: 'x' })),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Against community standards');

    publishing.failNext('facebook', { kind: 'rate_limit', retryAfterSeconds: 300 });
    const throttled = publishInput({ account: account(), text: 'x' });
    const before = Date.now();
    const limited = await failure(publisher().publish(throttled));
    expect(limited.errorClass).toBe('rate_limited');
    expect(limited.retryAt?.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(throttled.observed).not.toEqual([]);

    publishing.failNext('facebook', { kind: 'transient' });
    const transient = await failure(
      publisher().publish(publishInput({ account: account(), text: 'x' })),
    );
    expect(transient.errorClass).toBe('transient');
    expect(posts()).toHaveLength(0);
  });

  describe('reconcile after a lost answer (drop_answer: the post IS created, the answer cut)', () => {
    const reconcile = (run: ReturnType<typeof publishInput>) => {
      if (!publisher().reconcile) throw new Error('the Facebook publisher has no reconcile');
      return publisher().reconcile?.(run);
    };
    const attemptedAt = (ms: number) => ({ 'post.attemptedAt': new Date(ms).toISOString() });

    it('finds the text post in the Page’s recent posts: published with its id and URL', async () => {
      sandbox.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
      const run = publishInput({ account: account(), text: 'Dropped\r\nanswer ' });
      await failure(publisher().publish(run));
      expect(run.events).toEqual(['post.attemptedAt', 'irreversible']);
      expect(posts()).toHaveLength(1);
      const id = posts()[0]?.id;
      expect(await reconcile(resumedInput(run))).toEqual({
        platformPostId: id,
        url: `https://www.facebook.com/${id}`,
      });
      expect(sandbox.requests('facebook')).toContain(`GET ${GRAPH}/${PAGE_ID}/published_posts`);
    });

    it('finds a photo post by its caption', async () => {
      sandbox.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
      const run = publishInput({
        account: account(),
        text: 'Lost photo',
        media: [sandbox.image()],
      });
      await failure(publisher().publish(run));
      expect(await reconcile(resumedInput(run))).toMatchObject({ platformPostId: posts()[0]?.id });
    });

    it('matches no post with another text: cannot tell', async () => {
      await publisher().publish(publishInput({ account: account(), text: 'Another post' }));
      const run = publishInput({
        account: account(),
        text: 'Never arrived',
        handles: attemptedAt(Date.now()),
      });
      expect(await reconcile(run)).toBe('cannot_tell');
    });

    it('matches no identical post made before the attempt (outside the time window)', async () => {
      await publisher().publish(publishInput({ account: account(), text: 'Same words' }));
      // Our attempt came five minutes after the identical post: that one is not ours.
      const run = publishInput({
        account: account(),
        text: 'Same words',
        handles: attemptedAt(Date.now() + 5 * 60_000),
      });
      expect(await reconcile(run)).toBe('cannot_tell');
    });

    it('does not guess between two identical posts in the window', async () => {
      const handles = attemptedAt(Date.now());
      await publisher().publish(publishInput({ account: account(), text: 'Twin' }));
      await publisher().publish(publishInput({ account: account(), text: 'Twin' }));
      expect(await reconcile(publishInput({ account: account(), text: 'Twin', handles }))).toBe(
        'cannot_tell',
      );
    });

    it('cannot tell a lost Reel answer (no post attempt was recorded)', async () => {
      const run = publishInput({ account: account(), text: 'Reel', facebookOptions: reels });
      expect(await reconcile(run)).toBe('cannot_tell');
    });

    it('a failing read throws (the service tries again, then leaves it unconfirmed)', async () => {
      const run = publishInput({
        account: {
          ...account(),
          accessToken: sandbox.token('facebook', ACCOUNT, ['pages_manage_posts'], PAGE_ID),
        },
        text: 'x',
        handles: attemptedAt(Date.now()),
      });
      expect((await failure(reconcile(run) ?? Promise.resolve())).errorClass).toBe('auth');
    });
  });

  it('resumes an album from its saved photo uploads', async () => {
    sandbox.controller.publishing.failNext('facebook', { kind: 'transient' });
    const media = [sandbox.image('a.png'), sandbox.image('b.png')];
    const first = publishInput({ account: account(), text: 'Resume', media });
    await failure(publisher().publish(first));
    const uploads = () => sandbox.requests('facebook').filter((line) => line.endsWith('/photos'));
    expect(uploads()).toHaveLength(2);

    const second = resumedInput(first);
    await publisher().publish(second);
    expect(uploads()).toHaveLength(2);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.media).toHaveLength(2);
  });

  it('resumes a Reel from its saved upload without uploading again', async () => {
    sandbox.controller.publishing.failNext('facebook', { kind: 'transient' });
    const media = [sandbox.video()];
    const first = publishInput({ account: account(), media, facebookOptions: reels });
    await failure(publisher().publish(first));
    const second = resumedInput(first);
    await publisher().publish(second);
    const uploads = sandbox.requests('facebook').filter((line) => line.includes('/rupload/'));
    expect(uploads).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });
});

describe('Facebook first comments (ADR 0084)', () => {
  const sandbox = usePublisherSandbox();
  const COMMENT_SCOPES = [...SCOPES, 'pages_manage_engagement'];
  const account = (scopes = COMMENT_SCOPES) => ({
    externalId: PAGE_ID,
    username: 'Linus Studio',
    details: { pageName: 'Linus Studio' },
    accessToken: sandbox.token('facebook', ACCOUNT, scopes, PAGE_ID),
  });
  const publisher = () => sandbox.publishers().facebook;
  const firstComment = () => {
    const followUp = publisher().followUp;
    if (!followUp) throw new Error('Facebook publishes first comments');
    return followUp;
  };
  const comments = () =>
    sandbox.controller.publishing.posts('facebook').filter((post) => post.comment === true);
  const postOf = async (
    text: string,
    facebookOptions?: { pagePost: boolean; pageReels: boolean },
  ) => {
    const media = facebookOptions ? [sandbox.video()] : [];
    const post = await publisher().publish(
      publishInput({
        account: account(),
        text,
        media,
        ...(facebookOptions ? { facebookOptions } : {}),
      }),
    );
    return { platformPostId: post.platformPostId, handles: {} };
  };
  const commentRun = (
    root: { platformPostId: string; handles: Record<string, string> },
    text: string,
  ) => followUpInput({ account: account(), text, root });

  it('comments on the Page’s post as the Page, the comment linked at its post', async () => {
    const root = await postOf('The post');
    const run = commentRun(root, 'Link in the first comment');
    const result = await firstComment().publish(run);
    const [comment] = comments();
    expect(comments()).toHaveLength(1);
    expect(comment).toMatchObject({
      account: PAGE_ID,
      text: 'Link in the first comment',
      replyTo: root.platformPostId,
      comment: true,
    });
    expect(result).toEqual({
      platformPostId: comment?.id,
      url: `https://www.facebook.com/${root.platformPostId}?comment_id=${comment?.id.split('_')[1]}`,
      handles: {},
    });
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    expect(sandbox.requests('facebook').at(-1)).toBe(
      `POST ${GRAPH}/${root.platformPostId}/comments`,
    );
    expect(firstComment().kind).toBe('first_comment');
  });

  it('comments on a Reel by its video id', async () => {
    const reel = await postOf('My reel', { pagePost: false, pageReels: true });
    const result = await firstComment().publish(commentRun(reel, 'On the reel'));
    expect(comments()).toEqual([
      expect.objectContaining({ id: result.platformPostId, replyTo: reel.platformPostId }),
    ]);
    expect(result.url).toContain(`https://www.facebook.com/${reel.platformPostId}?comment_id=`);
  });

  it('after a lost answer, reconcile finds the comment once, and a rerun sends nothing more', async () => {
    const root = await postOf('Same words');
    // A visitor's comment with the same words is not the Page's.
    sandbox.controller.publishing.add({
      platform: 'facebook',
      id: `${root.platformPostId.split('_')[1]}_1`,
      account: '100000000000001',
      text: 'Same words',
      media: [],
      url: null,
      createdAt: Date.now(),
      replyTo: root.platformPostId,
      comment: true,
    });
    sandbox.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
    const run = commentRun(root, 'Same words');
    expect((await failure(firstComment().publish(run))).errorClass).toBe('transient');
    expect(run.events.at(-1)).toBe('irreversible');
    const comment = comments().at(-1);
    const found = await firstComment().reconcile(resumedFollowUp(run));
    expect(found).toMatchObject({ platformPostId: comment?.id, handles: {} });
    // The post with the same words is no comment of it.
    expect(comment?.id).not.toBe(root.platformPostId);

    const again = await firstComment().publish(resumedFollowUp(run));
    expect(again.platformPostId).toBe(comment?.id);
    expect(comments()).toHaveLength(2);
    expect(sandbox.count('facebook', '/comments', 'POST')).toBe(1);
  });

  it('reconcile: null when never sent or refused; cannot tell twins or a list it did not see whole', async () => {
    const root = await postOf('Root');
    const never = commentRun(root, 'Never sent');
    expect(await firstComment().reconcile(never)).toBeNull();
    expect(sandbox.count('facebook', '/comments')).toBe(0);

    sandbox.controller.publishing.failNext('facebook', { kind: 'transient' });
    const refused = commentRun(root, 'Not made');
    await failure(firstComment().publish(refused));
    expect(await firstComment().reconcile(resumedFollowUp(refused))).toBeNull();

    await firstComment().publish(commentRun(root, 'Twice'));
    sandbox.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
    const twin = commentRun(root, 'Twice');
    await failure(firstComment().publish(twin));
    expect(await firstComment().reconcile(resumedFollowUp(twin))).toBe('cannot_tell');

    // Our comment after a hundred others: not on the one page read.
    const busy = await postOf('Busy');
    for (let index = 0; index < 100; index += 1) {
      sandbox.controller.publishing.add({
        platform: 'facebook',
        id: `${index}_1`,
        account: PAGE_ID,
        text: `Earlier ${index}`,
        media: [],
        url: null,
        createdAt: Date.now(),
        replyTo: busy.platformPostId,
        comment: true,
      });
    }
    sandbox.controller.publishing.failNext('facebook', { kind: 'drop_answer' });
    const late = commentRun(busy, 'Late');
    await failure(firstComment().publish(late));
    expect(await firstComment().reconcile(resumedFollowUp(late))).toBe('cannot_tell');
  });

  it('classifies a refusal as invalid_content and a token without pages_manage_engagement as auth', async () => {
    const root = await postOf('Root');
    sandbox.controller.publishing.failNext('facebook', { kind: 'refuse', message: 'Spam' });
    const refused = await failure(firstComment().publish(commentRun(root, 'x')));
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Spam');
    const unscoped = followUpInput({ account: account(SCOPES), text: 'x', root });
    const denied = await failure(firstComment().publish(unscoped));
    expect(denied.errorClass).toBe('auth');
    expect(denied.message).toContain('pages_manage_engagement');
    expect(comments()).toHaveLength(0);
  });
});
