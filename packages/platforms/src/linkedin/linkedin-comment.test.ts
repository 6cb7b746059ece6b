import { beforeEach, describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { linkedInAccount } from '../testing/connected-accounts';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
  usePublisherSandbox,
} from '../testing/publisher-sandbox';
import { commentUrnOf } from './linkedin-comment';
import { createLinkedInPublisher } from './linkedin-publisher';

const sandbox = usePublisherSandbox();

let account: PublishAccount;
beforeEach(async () => {
  account = await linkedInAccount(sandbox, 'alan.turing');
});

const publisher = () => createLinkedInPublisher(sandbox.context());
const requests = (method: string, fragment: string) => sandbox.count('linkedin', fragment, method);

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
    const other = await linkedInAccount(sandbox, 'grace.hopper');
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
