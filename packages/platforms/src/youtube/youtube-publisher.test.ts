import { describe, expect, it } from 'vitest';
import { youTubeAccount } from '../testing/connected-accounts';
import { mediaFile, mp4Bytes } from '../testing/media-fixtures';
import {
  platformFailure as failure,
  publishInput,
  resumedInput,
} from '../testing/publisher-sandbox';
import { useSpecCheckedSandbox } from '../testing/spec-checked-sandbox';
import { videoTitle } from './youtube-metadata';
import { createYouTubePublisher } from './youtube-publisher';

const KIB = 1024;
// Every request to the YouTube API host (the upload session and its chunks included) is checked
// against Google's discovery document of the YouTube Data API v3.
const { sandbox, spec } = useSpecCheckedSandbox('youtube', { prefix: '/sandbox/youtube/api' });

const connect = () => youTubeAccount(sandbox);

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

  it("publishes with the variant's privacy, made-for-kids declaration, title and tags", async () => {
    const account = await connect();
    await smallChunkPublisher().publish(
      publishInput({ account, title: 'Defaults', text: 'As before', media: [video()] }),
    );
    await smallChunkPublisher().publish(
      publishInput({
        account,
        title: 'The post title',
        text: 'For the class',
        media: [video()],
        options: {
          platform: 'youtube',
          values: {
            title: 'Lesson 1',
            privacy: 'unlisted',
            madeForKids: true,
            tags: ['maths', 'long division'],
          },
        },
      }),
    );
    expect(sandbox.controller.publishing.posts('youtube').map((post) => post.options)).toEqual([
      { title: 'Defaults', privacyStatus: 'public', selfDeclaredMadeForKids: false },
      {
        title: 'Lesson 1',
        privacyStatus: 'unlisted',
        selfDeclaredMadeForKids: true,
        tags: ['maths', 'long division'],
      },
    ]);
  });

  it("is refused with YouTube's invalidTags when the tags are over 500 characters as YouTube counts them", async () => {
    const account = await connect();
    // 49 tags of 9 characters, one of 11 with a space (+2 quotes), 49 commas: 501.
    const tags = [
      ...Array.from({ length: 49 }, (_, i) => `tag${String(i).padStart(6, '0')}`),
      'a b c d e f',
    ];
    const error = await failure(
      smallChunkPublisher().publish(
        publishInput({
          account,
          text: 'Too many tags',
          media: [video()],
          options: {
            platform: 'youtube',
            values: { title: null, privacy: 'public', madeForKids: false, tags },
          },
        }),
      ),
    );
    expect(error.errorClass).toBe('invalid_content');
    expect(error.message).toContain('The request metadata specifies invalid video keywords.');
    expect(sandbox.controller.publishing.posts('youtube')).toEqual([]);
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

describe('YouTube discovery check', () => {
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
