import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { LINKEDIN, connectedToken } from '@fanout/sandbox/testing';
import { mediaFile, mp4Bytes, pngBytes } from '../testing/media-fixtures';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
  resumedInput,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';
import { commentUrnOf } from './linkedin-comment';
import { createLinkedInPublisher } from './linkedin-publisher';

const MIB = 1024 * 1024;
const sandbox = usePublisherSandbox();
let account: PublishAccount;

beforeEach(async () => {
  account = await member('alan.turing');
});

/** A member connected through the sandbox's consent, with the member URN connecting stores. */
async function member(name: string): Promise<PublishAccount> {
  const accessToken = await connectedToken(sandbox, LINKEDIN, name);
  const info = await sandbox.app.inject({
    method: 'GET',
    url: LINKEDIN.userinfo,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { sub, name: username } = info.json<{ sub: string; name: string }>();
  return { externalId: sub, username, details: { memberUrn: `urn:li:person:${sub}` }, accessToken };
}

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

describe('LinkedIn first comments (ADR 0084)', () => {
  const comments = () => {
    const followUp = publisher().followUp;
    if (!followUp) throw new Error('LinkedIn publishes first comments');
    return followUp;
  };
  // Reading comments back takes r_member_social, as reading posts does.
  const reader = () => ({
    ...account,
    accessToken: sandbox.token('linkedin', 'alan.turing', ['w_member_social', 'r_member_social']),
  });
  const onPost = async (text: string, as = account) => {
    const post = await publisher().publish(publishInput({ account: as, text }));
    return { platformPostId: post.platformPostId, handles: {} };
  };
  const commentsHeld = () =>
    sandbox.controller.publishing.posts('linkedin').filter((post) => post.comment);
  const attemptedAt = (ms: number) => ({ 'comment.attemptedAt': new Date(ms).toISOString() });

  it('comments on the post as its member, with the text as written', async () => {
    const text = 'Read more (link in bio) #launch @team';
    const root = await onPost(text, reader());
    const run = followUpInput({ account: reader(), text, root });
    const result = await comments().publish(run);
    const [comment] = commentsHeld();
    expect(comment).toMatchObject({
      id: result.platformPostId,
      comment: true,
      replyTo: root.platformPostId,
      account: account.details.memberUrn,
      text,
    });
    expect(result).toEqual({
      platformPostId: expect.stringMatching(/^urn:li:comment:\(urn:li:share:\d+,\d+\)$/),
      url: `https://www.linkedin.com/feed/update/${root.platformPostId}/?commentUrn=${encodeURIComponent(result.platformPostId)}`,
      handles: {},
    });
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    expect(comments().kind).toBe('first_comment');
    // The member's posts do not list the comment: the post's own reconcile still finds the post.
    expect(
      await publisher().reconcile?.(
        publishInput({
          account: reader(),
          text,
          handles: { 'post.attemptedAt': new Date().toISOString() },
        }),
      ),
    ).toMatchObject({ platformPostId: root.platformPostId });
  });

  it('after a lost answer the comment exists once and reconcile finds it', async () => {
    const root = await onPost('The post', reader());
    sandbox.controller.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const run = followUpInput({ account: reader(), text: 'Lost comment', root });
    expect((await failure(comments().publish(run))).errorClass).toBe('transient');
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    const [comment] = commentsHeld();
    expect(await comments().reconcile(resumedFollowUp(run))).toEqual({
      platformPostId: comment?.id,
      url: `https://www.linkedin.com/feed/update/${root.platformPostId}/?commentUrn=${encodeURIComponent(comment?.id ?? '')}`,
      handles: {},
    });
    expect(commentsHeld()).toHaveLength(1);
    expect(requests('GET', '/rest/socialActions/')).toBe(1);
  });

  it('reconcile answers null for a comment never sent, and cannot tell twins apart', async () => {
    const root = await onPost('Twins below', reader());
    const run = (text: string, handles: Record<string, string> = {}) =>
      followUpInput({ account: reader(), text, root, handles });
    expect(await comments().reconcile(run('Never attempted'))).toBeNull();
    expect(await comments().reconcile(run('Never arrived', attemptedAt(Date.now())))).toBeNull();
    const since = attemptedAt(Date.now());
    await comments().publish(run('Same words'));
    await comments().publish(run('Same words'));
    expect(await comments().reconcile(run('Same words', since))).toBe('cannot_tell');
    // Identical comments made before the attempt are not ours: this one never arrived.
    expect(
      await comments().reconcile(run('Same words', attemptedAt(Date.now() + 5 * 60_000))),
    ).toBeNull();
    // Nor is another member's comment with our words.
    const other = await member('grace.hopper');
    const since2 = attemptedAt(Date.now());
    await comments().publish(followUpInput({ account: other, text: 'Echo', root }));
    expect(await comments().reconcile(run('Echo', since2))).toBeNull();
  });

  it('reads every page of a long comment list', async () => {
    const root = await onPost('Popular', reader());
    const since = attemptedAt(Date.now());
    const mine = await comments().publish(followUpInput({ account: reader(), text: 'Mine', root }));
    for (let index = 0; index < 60; index += 1) {
      await comments().publish(followUpInput({ account: reader(), text: `Other ${index}`, root }));
    }
    const run = followUpInput({ account: reader(), text: 'Mine', root, handles: since });
    expect(await comments().reconcile(run)).toMatchObject({ platformPostId: mine.platformPostId });
    expect(requests('GET', '/rest/socialActions/')).toBe(2);
  });

  it('without r_member_social LinkedIn refuses the read: cannot tell at once', async () => {
    const root = await onPost('Unreadable');
    sandbox.controller.publishing.failNext('linkedin', { kind: 'drop_answer' });
    const run = followUpInput({ account, text: 'Lost', root });
    await failure(comments().publish(run));
    expect(await comments().reconcile(resumedFollowUp(run))).toBe('cannot_tell');
  });

  it('a refusal is invalid_content with LinkedIn’s words', async () => {
    const root = await onPost('Refused below');
    sandbox.controller.publishing.failNext('linkedin', {
      kind: 'refuse',
      message: 'Comment create throttled.',
    });
    const refused = await failure(comments().publish(followUpInput({ account, text: 'x', root })));
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('Comment create throttled.');
    const tooLong = await failure(
      comments().publish(followUpInput({ account, text: 'y'.repeat(1251), root })),
    );
    expect(tooLong.errorClass).toBe('invalid_content');
    expect(tooLong.message).toContain('/message/text');
    expect(commentsHeld()).toEqual([]);
  });

  it('takes the comment URN from the answer, else builds it from x-restli-id', () => {
    const post = 'urn:li:share:1';
    expect(commentUrnOf({ commentUrn: 'urn:li:comment:(urn:li:activity:9,2)' }, '2', post)).toBe(
      'urn:li:comment:(urn:li:activity:9,2)',
    );
    expect(commentUrnOf({ object: 'urn:li:activity:9' }, '2', post)).toBe(
      'urn:li:comment:(urn:li:activity:9,2)',
    );
    expect(commentUrnOf({}, '2', post)).toBe('urn:li:comment:(urn:li:share:1,2)');
    expect(commentUrnOf({ id: '3' }, null, post)).toBe('urn:li:comment:(urn:li:share:1,3)');
    expect(commentUrnOf({}, null, post)).toBeNull();
  });
});
