import { describe, expect, it } from 'vitest';
import type { PublishAccount } from '../publish/publisher';
import { OAUTH_FLOWS, connectedToken, youTubeChannelId } from '@fanout/sandbox/testing';
import { mediaFile, mp4Bytes } from '../testing/media-fixtures';
import {
  platformFailure as failure,
  followUpInput,
  publishInput,
  resumedFollowUp,
  resumedInput,
} from '../testing/publisher-sandbox';
import { useSpecCheckedSandbox } from '../testing/spec-checked-sandbox';
import { videoTitle } from './youtube-metadata';
import { createYouTubePublisher } from './youtube-publisher';

const KIB = 1024;
// Every request to the YouTube API host (the upload session and its chunks included) is checked
// against Google's discovery document of the YouTube Data API v3.
const { sandbox, spec } = useSpecCheckedSandbox('youtube', { prefix: '/sandbox/youtube/api' });

async function connect(name = 'video_maker'): Promise<PublishAccount> {
  return {
    externalId: youTubeChannelId(name),
    username: name,
    details: {},
    accessToken: await connectedToken(sandbox, OAUTH_FLOWS.youtube(), name),
  };
}

function video(size = 600 * KIB) {
  return mediaFile(mp4Bytes(size), {
    kind: 'video',
    mimeType: 'video/mp4',
    width: 1920,
    height: 1080,
    durationSeconds: 12,
  });
}

/** Chunks of 256 KiB so a 600 KiB file goes up in three requests. */
function smallChunkPublisher() {
  return createYouTubePublisher(sandbox.context(), { chunkBytes: 256 * KIB });
}

function uploads() {
  return sandbox.requests('youtube').filter((line) => line.includes('/upload/youtube/v3/videos'));
}

describe('YouTube publisher', () => {
  it('uploads a video through a resumable session in 256 KiB chunks and returns its watch URL', async () => {
    const account = await connect();
    const input = publishInput({
      account,
      text: 'Launch day\nEverything we shipped this week.',
      media: [video()],
    });
    const result = await smallChunkPublisher().publish(input);

    expect(result.url).toBe(`https://www.youtube.com/watch?v=${result.platformPostId}`);
    expect(result.platformPostId).toMatch(/^[\w-]{11}$/);
    expect(input.saved.uploadSession).toContain('upload_id=');
    expect(input.events).toEqual(['uploadSession', 'irreversible']);
    expect(uploads()).toEqual([
      'POST /youtube/api/upload/youtube/v3/videos',
      'PUT /youtube/api/upload/youtube/v3/videos',
      'PUT /youtube/api/upload/youtube/v3/videos',
      'PUT /youtube/api/upload/youtube/v3/videos',
    ]);
    expect(sandbox.controller.publishing.posts('youtube')).toEqual([
      expect.objectContaining({
        id: result.platformPostId,
        account: 'video_maker',
        text: 'Launch day\nEverything we shipped this week.',
        media: [{ kind: 'video', mimeType: 'video/mp4', bytes: 600 * KIB }],
      }),
    ]);
  });

  it('titles the video from the post title, else the first line, within 100 characters', async () => {
    const account = await connect();
    const publisher = sandbox.publishers().youtube;
    await publisher.publish(
      publishInput({ account, title: 'Release <notes>', text: 'body', media: [video(1000)] }),
    );
    await publisher.publish(
      publishInput({ account, text: `${'x'.repeat(120)}\nsecond`, media: [video(1000)] }),
    );
    const refused = await failure(
      publisher.publish(publishInput({ account, text: 'é'.repeat(2600), media: [video(1000)] })),
    );
    expect(refused.errorClass).toBe('invalid_content');
    expect(refused.message).toContain('5000 bytes');
    expect(sandbox.controller.publishing.posts('youtube')).toHaveLength(2);
    expect(videoTitle({ title: 'Release <notes>', text: 'body', media: [] })).toBe('Release notes');
    expect(videoTitle({ title: null, text: `\n${'x'.repeat(120)}\nsecond`, media: [] })).toBe(
      `${'x'.repeat(99)}…`,
    );
    expect(videoTitle({ title: null, text: '', media: [video(10)] })).toBe('video');
  });

  it('refuses anything but one video without calling YouTube', async () => {
    const account = await connect();
    const image = mediaFile(Buffer.from('x'), { kind: 'image', mimeType: 'image/jpeg' });
    const error = await failure(
      sandbox.publishers().youtube.publish(publishInput({ account, text: 'hi', media: [image] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(uploads()).toEqual([]);
  });

  it("is refused as invalid content with YouTube's message", async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('youtube', {
      kind: 'refuse',
      message: 'The video was rejected.',
    });
    const error = await failure(
      sandbox
        .publishers()
        .youtube.publish(publishInput({ account, text: 'hi', media: [video(1000)] })),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toBe('YouTube refused the video upload: The video was rejected.');
  });

  it('reports a rate limit with its retry time and hands it to the sink', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('youtube', {
      kind: 'rate_limit',
      retryAfterSeconds: 90,
    });
    const input = publishInput({ account, text: 'hi', media: [video(1000)] });
    const error = await failure(sandbox.publishers().youtube.publish(input));
    expect(error.errorClass).toBe('rate_limited');
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now() + 80_000);
    expect(input.observed).toEqual([{ remaining: null, resetAt: error.retryAt }]);
  });

  it('reports a backend error as transient', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('youtube', { kind: 'transient' });
    const error = await failure(
      sandbox
        .publishers()
        .youtube.publish(publishInput({ account, text: 'hi', media: [video(1000)] })),
    );
    expect(error.errorClass).toBe('transient');
  });

  it('after a lost answer to the last chunk the video exists once and reconcile finds it through the session', async () => {
    const account = await connect();
    sandbox.controller.publishing.failNext('youtube', { kind: 'drop_answer' });
    const publisher = smallChunkPublisher();
    const input = publishInput({ account, text: 'lost', media: [video()] });
    const error = await failure(publisher.publish(input));
    expect(error.errorClass).toBe('transient');
    expect(input.irreversible).toBe(true);
    const posts = sandbox.controller.publishing.posts('youtube');
    expect(posts).toHaveLength(1);
    expect(await publisher.reconcile?.(resumedInput(input))).toEqual({
      platformPostId: posts[0]?.id,
      url: posts[0]?.url,
    });
  });

  it('reconcile answers null for an incomplete session or none', async () => {
    const account = await connect();
    const publisher = smallChunkPublisher();
    sandbox.controller.publishing.failNext('youtube', { kind: 'transient' });
    const input = publishInput({ account, text: 'half', media: [video()] });
    await failure(publisher.publish(input));
    expect(await publisher.reconcile?.(resumedInput(input))).toBeNull();
    expect(
      await publisher.reconcile?.(publishInput({ account, text: 'none', media: [video()] })),
    ).toBeNull();
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('a second run resumes the session from its Range instead of sending the bytes again', async () => {
    const account = await connect();
    const publisher = smallChunkPublisher();
    sandbox.controller.publishing.failNext('youtube', { kind: 'transient' });
    const first = publishInput({ account, text: 'resume', media: [video()] });
    await failure(publisher.publish(first));
    expect(uploads()).toHaveLength(4);

    const second = resumedInput(first);
    const result = await publisher.publish(second);
    // One status query (308, Range bytes=0-524287), then only the last chunk.
    expect(uploads()).toHaveLength(6);
    expect(second.events).toEqual(['irreversible']);
    expect(sandbox.controller.publishing.posts('youtube').map((post) => post.id)).toEqual([
      result.platformPostId,
    ]);
  });
});

describe('YouTube first comments (ADR 0084)', () => {
  const comments = () => {
    const followUp = sandbox.publishers().youtube.followUp;
    if (!followUp) throw new Error('YouTube publishes first comments');
    return followUp;
  };
  const onVideo = async (account: PublishAccount) => {
    const posted = await sandbox
      .publishers()
      .youtube.publish(publishInput({ account, text: 'The video', media: [video(1000)] }));
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
    const other = await connect('someone_else');
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
    const older = {
      ...account,
      accessToken: await connectedToken(
        sandbox,
        OAUTH_FLOWS.youtube({
          scope:
            'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
        }),
        'video_maker',
      ),
    };
    const unscoped = await failure(
      comments().publish(followUpInput({ account: older, text: 'x', root })),
    );
    expect(unscoped.errorClass).toBe('auth');
    expect(commentsHeld()).toEqual([]);
  });
});

describe('YouTube discovery validation', () => {
  const upload = {
    method: 'POST',
    path: '/upload/youtube/v3/videos',
    query: { uploadType: 'resumable', part: 'snippet,status' },
    body: {
      snippet: { title: 'Hello', description: 'World' },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    },
  };
  const thread = (snippet: Record<string, unknown>) => ({
    method: 'POST',
    path: '/youtube/v3/commentThreads',
    query: { part: 'snippet' },
    body: { snippet },
  });

  it('finds methods by path, upload paths and session URIs, and checks their parameters', () => {
    const { validator } = spec;
    expect(() => validator.validate(upload)).not.toThrow();
    expect(() =>
      validator.validate({ ...upload, path: '/resumable/upload/youtube/v3/videos' }),
    ).not.toThrow();
    expect(() =>
      validator.validate({
        method: 'PUT',
        path: '/upload/youtube/v3/videos',
        query: { uploadType: 'resumable', upload_id: 'abc' },
        contentType: 'video/mp4',
      }),
    ).not.toThrow();
    expect(() =>
      validator.validate({
        method: 'GET',
        path: '/youtube/v3/channels',
        query: { part: 'snippet', mine: 'true' },
      }),
    ).not.toThrow();
    expect(() =>
      validator.validate({ method: 'PUT', path: '/upload/youtube/v3/videos', query: {} }),
    ).toThrow(/is not a method/);
    expect(() => validator.validate({ method: 'GET', path: '/youtube/v3/posts' })).toThrow(
      /is not a method/,
    );
    expect(() => validator.validate({ ...upload, query: { part: 'snippet' } })).toThrow(
      /uploadType resumable or media or multipart/,
    );
    expect(() => validator.validate({ ...upload, query: { uploadType: 'resumable' } })).toThrow(
      /required query parameter part is missing/,
    );
    expect(() =>
      validator.validate({ ...upload, query: { ...upload.query, notify: 'false' } }),
    ).toThrow(/query parameter notify is not declared/);
    expect(() =>
      validator.validate({ ...upload, query: { ...upload.query, notifySubscribers: 'no' } }),
    ).toThrow(/notifySubscribers="no" is not a boolean/);
    const list = { method: 'GET', path: '/youtube/v3/commentThreads' };
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: 'v', maxResults: '500' } }),
    ).toThrow(/maxResults="500" is above 100/);
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: 'v', order: 'newest' } }),
    ).toThrow(/order="newest" is not one of orderUnspecified, time, relevance/);
    expect(() =>
      validator.validate({ ...list, query: { part: 'snippet', videoId: ['a', 'b'] } }),
    ).toThrow(/videoId is given 2 times/);
  });

  it('checks bodies against the request schema, nested references and required fields', () => {
    const { validator } = spec;
    const comment = { videoId: 'v', channelId: 'UC1', topLevelComment: { snippet: {} } };
    expect(() =>
      validator.validate(
        thread({ ...comment, topLevelComment: { snippet: { textOriginal: 'Hi' } } }),
      ),
    ).not.toThrow();
    expect(() =>
      validator.validate(thread({ ...comment, topLevelComment: { snippet: { text: 'Hi' } } })),
    ).toThrow(/snippet\/topLevelComment\/snippet must NOT have additional properties .*"text"/);
    expect(() =>
      validator.validate(
        thread({ ...comment, topLevelComment: { snippet: { textOriginal: 42 } } }),
      ),
    ).toThrow(/textOriginal must be string/);
    expect(() =>
      validator.validate({ ...upload, body: { ...upload.body, status: { privacyStatus: 'all' } } }),
    ).toThrow(/privacyStatus must be equal to one of the allowed values/);
    expect(() =>
      validator.validate({ ...upload, body: { snippet: { title: 'x', colour: 'red' } } }),
    ).toThrow(/colour/);
    // captions.insert: `annotations.required` makes snippet.videoId required for that method only.
    const caption = { method: 'POST', path: '/youtube/v3/captions', query: { part: 'snippet' } };
    expect(() =>
      validator.validate({ ...caption, body: { snippet: { language: 'en', name: 'English' } } }),
    ).toThrow(/must have required property 'videoId'/);
    expect(() =>
      validator.validate({
        ...caption,
        body: { snippet: { language: 'en', name: 'English', videoId: 'v' } },
      }),
    ).not.toThrow();
    expect(() => validator.validate({ ...thread(comment), body: undefined })).toThrow(
      /needs a CommentThread body/,
    );
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

  it('fails a sandbox request that breaks the discovery document', async () => {
    const account = await connect();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/youtube/api/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status',
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        'x-upload-content-length': '1000',
        'x-upload-content-type': 'video/mp4',
      },
      payload: { snippet: { title: 'Hello', madeForKids: false } },
    });
    expect(response.statusCode).toBe(500);
    expect(spec.violations).toHaveLength(1);
    expect(spec.violations[0]).toMatch(/youtube\.videos\.insert.*madeForKids/);
    spec.violations.length = 0;
  });
});
