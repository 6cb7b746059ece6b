import { describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { youTubeAccount } from '../testing/connected-accounts';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
} from '../testing/publisher-sandbox';
import { useSpecCheckedSandbox } from '../testing/spec-checked-sandbox';

// The comment calls are checked against Google's discovery document, as the upload's are.
const { sandbox, spec } = useSpecCheckedSandbox('youtube', { prefix: '/sandbox/youtube/api' });
const connect = () => youTubeAccount(sandbox);

describe('YouTube first comments (ADR 0084)', () => {
  const comments = () => {
    const followUp = sandbox.publishers().youtube.followUp;
    if (!followUp) throw new Error('YouTube publishes first comments');
    return followUp;
  };
  const onVideo = async (account: PublishAccount) => {
    const posted = await sandbox
      .publishers()
      .youtube.publish(publishInput({ account, text: 'The video', media: [sandbox.video()] }));
    return { platformPostId: posted.platformPostId, handles: {} };
  };
  const commentsHeld = () =>
    sandbox.controller.publishing.posts('youtube').filter((post) => post.comment);
  const attemptedAt = (ms: number) => ({ 'comment.attemptedAt': new Date(ms).toISOString() });
  const watchUrl = (videoId: string, id: string | undefined) =>
    `https://www.youtube.com/watch?v=${videoId}&lc=${id ?? ''}`;

  it('comments on the video as its channel and links to the comment', async () => {
    const account = await connect();
    const root = await onVideo(account);
    const run = followUpInput({ account, text: 'Chapters:\n0:00 Intro <3', root });
    const result = await comments().publish(run);
    const [comment] = commentsHeld();
    expect(comment).toMatchObject({
      id: result.platformPostId,
      comment: true,
      replyTo: root.platformPostId,
      account: 'video_maker',
      text: 'Chapters:\n0:00 Intro <3',
    });
    expect(result).toEqual({
      platformPostId: comment?.id,
      url: watchUrl(root.platformPostId, comment?.id),
      handles: {},
    });
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    expect(comments().kind).toBe('first_comment');
  });

  it('after a lost answer the comment exists once and reconcile finds it', async () => {
    const account = await connect();
    const root = await onVideo(account);
    sandbox.controller.publishing.failNext('youtube', { kind: 'drop_answer' });
    const run = followUpInput({ account, text: 'Lost comment', root });
    expect((await failure(comments().publish(run))).errorClass).toBe('transient');
    expect(run.events).toEqual(['comment.attemptedAt', 'irreversible']);
    const [comment] = commentsHeld();
    expect(await comments().reconcile(resumedFollowUp(run))).toEqual({
      platformPostId: comment?.id,
      url: watchUrl(root.platformPostId, comment?.id),
      handles: {},
    });
    expect(commentsHeld()).toHaveLength(1);
  });

  it('reconcile answers null for a comment never sent, and cannot tell twins apart', async () => {
    const account = await connect();
    const root = await onVideo(account);
    const run = (text: string, handles: Record<string, string> = {}) =>
      followUpInput({ account, text, root, handles });
    expect(await comments().reconcile(run('Never attempted'))).toBeNull();
    expect(await comments().reconcile(run('Never arrived', attemptedAt(Date.now())))).toBeNull();
    // Another channel's comment with our words is not ours.
    const other = await youTubeAccount(sandbox, 'someone_else');
    const since = attemptedAt(Date.now());
    const theirs = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/youtube/api/youtube/v3/commentThreads?part=snippet',
      headers: { authorization: `Bearer ${other.accessToken}` },
      payload: {
        snippet: {
          channelId: account.externalId,
          videoId: root.platformPostId,
          topLevelComment: { snippet: { textOriginal: 'Same words' } },
        },
      },
    });
    expect(theirs.statusCode).toBe(200);
    expect(await comments().reconcile(run('Same words', since))).toBeNull();
    await comments().publish(run('Same words'));
    await comments().publish(run('Same words'));
    expect(await comments().reconcile(run('Same words', since))).toBe('cannot_tell');
  });

  it('reads every page of the video’s threads', async () => {
    const account = await connect();
    const root = await onVideo(account);
    const since = attemptedAt(Date.now());
    const mine = await comments().publish(followUpInput({ account, text: 'Mine', root }));
    for (let index = 0; index < 100; index += 1) {
      sandbox.controller.publishing.add({
        platform: 'youtube',
        id: `UgzOther${index}`,
        account: 'a_fan',
        text: `Other ${index}`,
        media: [],
        url: null,
        createdAt: Date.now(),
        replyTo: root.platformPostId,
        comment: true,
      });
    }
    const run = followUpInput({ account, text: 'Mine', root, handles: since });
    expect(await comments().reconcile(run)).toMatchObject({ platformPostId: mine.platformPostId });
    expect(sandbox.count('youtube', '/youtube/v3/commentThreads', 'GET')).toBe(2);
  });

  it('a refusal is invalid_content; a token without youtube.force-ssl is an auth failure', async () => {
    const account = await connect();
    const root = await onVideo(account);
    sandbox.controller.publishing.failNext('youtube', {
      kind: 'refuse',
      message: 'The comment was rejected.',
    });
    const refused = await failure(comments().publish(followUpInput({ account, text: 'x', root })));
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toBe('YouTube refused the first comment: The comment was rejected.');
    // Connected before first comments asked for the scope: reconnecting is the fix.
    const older = await youTubeAccount(
      sandbox,
      'video_maker',
      'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
    );
    const unscoped = await failure(
      comments().publish(followUpInput({ account: older, text: 'x', root })),
    );
    expect(unscoped.errorClass).toBe('auth');
    expect(commentsHeld()).toEqual([]);
  });

  it('fails a comment request that breaks the discovery document', async () => {
    const account = await connect();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/youtube/api/youtube/v3/commentThreads?part=snippet',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { snippet: { videoId: 'v', topLevelComment: { snippet: { text: 'Hi' } } } },
    });
    expect(response.statusCode).toBe(500);
    expect(spec.violations).toEqual([
      expect.stringMatching(/youtube\.commentThreads\.insert.*additionalProperty":"text"/),
    ]);
    spec.violations.length = 0;
  });
});
