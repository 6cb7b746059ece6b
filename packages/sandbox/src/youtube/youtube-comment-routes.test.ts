import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, OAUTH_FLOWS } from '../testing/sandbox-test-kit';
import { youTubeChannelId } from './youtube-routes';

const THREADS = '/sandbox/youtube/api/youtube/v3/commentThreads';
const sandbox = usePublisherSandbox();

/** A channel's token and a video of it the sandbox holds. */
async function channelWithVideo(scope?: string) {
  const token = await connectedToken(
    sandbox,
    OAUTH_FLOWS.youtube(scope === undefined ? {} : { scope }),
    'video_maker',
  );
  const video = sandbox.controller.publishing.add({
    platform: 'youtube',
    id: 'dQw4w9WgXcQ',
    account: 'video_maker',
    text: 'A video',
    media: [],
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    createdAt: Date.now(),
  });
  return { token, videoId: video.id, channelId: youTubeChannelId('video_maker') };
}

function insert(token: string, body: unknown, part = 'snippet') {
  return sandbox.app.inject({
    method: 'POST',
    url: `${THREADS}?part=${part}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
}

const thread = (channelId: string, videoId: string, textOriginal: string) => ({
  snippet: { channelId, videoId, topLevelComment: { snippet: { textOriginal } } },
});

function reasonOf(response: { json<T>(): T }): string | undefined {
  return response.json<{ error: { errors: { reason: string }[] } }>().error.errors[0]?.reason;
}

describe('YouTube comment threads sandbox', () => {
  it('inserts a top-level comment and answers the CommentThread', async () => {
    const { token, videoId, channelId } = await channelWithVideo();
    const response = await insert(token, thread(channelId, videoId, 'Nice <b>video</b>'));
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      id: string;
      snippet: {
        videoId: string;
        topLevelComment: {
          id: string;
          snippet: {
            textOriginal: string;
            textDisplay: string;
            authorChannelId: { value: string };
          };
        };
      };
    }>();
    expect(body.snippet.videoId).toBe(videoId);
    expect(body.snippet.topLevelComment.id).toBe(body.id);
    expect(body.snippet.topLevelComment.snippet).toMatchObject({
      textOriginal: 'Nice <b>video</b>',
      textDisplay: 'Nice &lt;b&gt;video&lt;/b&gt;',
      authorChannelId: { value: channelId },
    });
    expect(sandbox.controller.publishing.posts('youtube').at(-1)).toMatchObject({
      id: body.id,
      comment: true,
      replyTo: videoId,
    });
  });

  it("refuses what commentThreads.insert refuses, with Google's reasons", async () => {
    const { token, videoId, channelId } = await channelWithVideo();
    const cases: [unknown, string][] = [
      [
        { snippet: { videoId, topLevelComment: { snippet: { textOriginal: 'x' } } } },
        'channelOrVideoIdMissing',
      ],
      [thread(channelId, videoId, '  '), 'commentTextRequired'],
      [thread(channelId, videoId, 'x'.repeat(10_001)), 'commentTextTooLong'],
      [thread(channelId, 'nope', 'x'), 'videoNotFound'],
      [thread('UCsomeoneelse', videoId, 'x'), 'invalidCommentThreadMetadata'],
      [
        { snippet: { ...thread(channelId, videoId, 'x').snippet, text: 'x' } },
        'invalidCommentThreadMetadata',
      ],
    ];
    for (const [body, reason] of cases) {
      expect(reasonOf(await insert(token, body)), reason).toBe(reason);
    }
    expect(reasonOf(await insert(token, thread(channelId, videoId, 'x'), 'snipet'))).toBe(
      'unknownPart',
    );
    const upload = await channelWithVideo('https://www.googleapis.com/auth/youtube.upload');
    const scoped = await insert(upload.token, thread(channelId, videoId, 'x'));
    expect(scoped.statusCode).toBe(403);
    expect(reasonOf(scoped)).toBe('insufficientPermissions');
    expect(sandbox.controller.publishing.posts('youtube').filter((p) => p.comment)).toEqual([]);
  });

  it('lists a video’s threads newest first, paged by pageToken, as plain text when asked', async () => {
    const { token, videoId, channelId } = await channelWithVideo();
    for (const text of ['one', 'two & more', 'three']) {
      expect((await insert(token, thread(channelId, videoId, text))).statusCode).toBe(200);
    }
    const list = (query: string) =>
      sandbox.app.inject({
        method: 'GET',
        url: `${THREADS}?part=snippet&videoId=${videoId}&${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    type Page = {
      nextPageToken?: string;
      pageInfo: { totalResults: number };
      items: { snippet: { topLevelComment: { snippet: { textDisplay: string } } } }[];
    };
    const texts = (page: Page) =>
      page.items.map((item) => item.snippet.topLevelComment.snippet.textDisplay);
    const first = (await list('maxResults=2&textFormat=plainText')).json<Page>();
    expect(texts(first)).toEqual(['three', 'two & more']);
    expect(first.pageInfo.totalResults).toBe(3);
    const second = (
      await list(`maxResults=2&textFormat=plainText&pageToken=${first.nextPageToken ?? ''}`)
    ).json<Page>();
    expect(texts(second)).toEqual(['one']);
    expect(second.nextPageToken).toBeUndefined();
    // HTML by default, as YouTube displays it.
    expect(texts((await list('maxResults=2')).json<Page>())).toEqual(['three', 'two &amp; more']);
    expect(reasonOf(await list('maxResults=101'))).toBe('invalidParameter');
    const noFilter = await sandbox.app.inject({
      method: 'GET',
      url: `${THREADS}?part=snippet`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reasonOf(noFilter)).toBe('missingRequiredParameter');
  });
});
