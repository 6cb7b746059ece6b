import { describe, expect, it } from 'vitest';
import { instagramUserId, sandboxPages } from '../facebook/facebook-pages';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { json } from '../testing/sandbox-test-kit';

const GRAPH = '/sandbox/facebook/graph/v21.0';
const IG_USER = instagramUserId('grace');
const PAGE = sandboxPages('grace')[0]?.id ?? '';

describe('sandbox Meta publishing routes (Instagram and Facebook Pages)', () => {
  const sandbox = usePublisherSandbox();
  const issue = (platform: 'instagram' | 'facebook', scopes: string[], page?: string) =>
    sandbox.token(platform, 'grace', scopes, page);
  const post = (path: string, token: string, fields: Record<string, unknown>) =>
    sandbox.app.inject({
      method: 'POST',
      url: `${GRAPH}${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: fields,
    });
  const igToken = () => issue('instagram', ['instagram_basic', 'instagram_content_publish']);
  const pageToken = () => issue('facebook', ['pages_manage_posts'], PAGE);

  it('Instagram: image_url, video_url and media_type are required and named', async () => {
    const image = await post(`/${IG_USER}/media`, igToken(), { caption: 'x' });
    expect(image.statusCode).toBe(400);
    expect(JSON.stringify(json(image))).toContain('image_url');
    const reel = await post(`/${IG_USER}/media`, igToken(), { media_type: 'REELS' });
    expect(JSON.stringify(json(reel))).toContain('video_url');
    const stories = await post(`/${IG_USER}/media`, igToken(), { media_type: 'STORIES' });
    expect(JSON.stringify(json(stories))).toContain('media_type');
  });

  it('Instagram: share_to_feed is true or false, on a REELS container only', async () => {
    const video = sandbox.video().publicUrl;
    const fields = { media_type: 'REELS', video_url: video };
    const yes = await post(`/${IG_USER}/media`, igToken(), { ...fields, share_to_feed: 'yes' });
    expect(yes.statusCode).toBe(400);
    expect(JSON.stringify(json(yes))).toContain(
      'share_to_feed must be true or false, on REELS only',
    );
    const image = await post(`/${IG_USER}/media`, igToken(), {
      image_url: sandbox.image().publicUrl,
      share_to_feed: 'true',
    });
    expect(image.statusCode).toBe(400);
    const reel = await post(`/${IG_USER}/media`, igToken(), { ...fields, share_to_feed: 'false' });
    expect(reel.statusCode).toBe(200);
  });

  it('Instagram: an unreachable image_url is Meta’s media download error', async () => {
    const response = await post(`/${IG_USER}/media`, igToken(), {
      image_url: 'http://127.0.0.1:9/nothing.jpg',
    });
    expect(json(response).error).toMatchObject({ code: 9004, error_subcode: 2207052 });
  });

  it('Instagram: refuses another account, a token without the publish scope, and attributes requests', async () => {
    const other = await post(`/${instagramUserId('bob')}/media`, igToken(), { image_url: 'x' });
    expect(json(other).error).toMatchObject({ error_subcode: 33 });
    const unscoped = await post(`/${IG_USER}/media`, issue('instagram', ['instagram_basic']), {});
    expect(unscoped.statusCode).toBe(403);
    expect(sandbox.controller.requests.map((request) => request.platform)).toEqual([
      'instagram',
      'instagram',
    ]);
  });

  it('Facebook: /feed needs a message or an attachment, and a Page token for that Page', async () => {
    const empty = await post(`/${PAGE}/feed`, pageToken(), {});
    expect(JSON.stringify(json(empty))).toContain('Missing message or attachment');
    const userToken = issue('facebook', ['pages_manage_posts']);
    const notPage = await post(`/${PAGE}/feed`, userToken, { message: 'x' });
    expect(json(notPage).error).toMatchObject({ code: 200 });
    const otherPage = await post(`/${sandboxPages('grace')[1]?.id}/feed`, pageToken(), {
      message: 'x',
    });
    expect(json(otherPage).error).toMatchObject({ error_subcode: 33 });
    const bogus = await post(`/${PAGE}/feed`, pageToken(), {
      attached_media: [{ media_fbid: '123' }],
    });
    expect(JSON.stringify(json(bogus))).toContain('attached_media');
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('Facebook: a throttled Page answers code 80001 with the Business-Use-Case header', async () => {
    sandbox.controller.publishing.failNext('facebook', {
      kind: 'rate_limit',
      retryAfterSeconds: 120,
    });
    const response = await post(`/${PAGE}/feed`, pageToken(), { message: 'x' });
    expect(json(response).error).toMatchObject({ code: 80001 });
    const usage = JSON.parse(String(response.headers['x-business-use-case-usage'])) as Record<
      string,
      { estimated_time_to_regain_access: number }[]
    >;
    expect(usage[PAGE]?.[0]?.estimated_time_to_regain_access).toBe(2);
    expect(response.headers['x-app-usage']).toBeDefined();
  });

  it('Facebook: a transient fault is code 2 with is_transient', async () => {
    sandbox.controller.publishing.failNext('facebook', { kind: 'transient' });
    const response = await post(`/${PAGE}/feed`, pageToken(), { message: 'x' });
    expect(response.statusCode).toBe(500);
    expect(json(response).error).toMatchObject({ code: 2, is_transient: true });
  });

  it('Facebook Reels: finish before an upload is refused', async () => {
    const start = await post(`/${PAGE}/video_reels`, pageToken(), { upload_phase: 'start' });
    const videoId = String(json(start).video_id);
    expect(String(json(start).upload_url)).toContain(
      `/facebook/rupload/video-upload/v21.0/${videoId}`,
    );
    const finish = await post(`/${PAGE}/video_reels`, pageToken(), {
      upload_phase: 'finish',
      video_id: videoId,
      video_state: 'PUBLISHED',
    });
    expect(finish.statusCode).toBe(400);
    expect(sandbox.controller.publishing.posts()).toEqual([]);
  });

  it('Facebook: lists the Page’s posts newest first with Graph cursor paging', async () => {
    const token = issue('facebook', ['pages_manage_posts', 'pages_read_engagement'], PAGE);
    for (const message of ['one', 'two', 'three']) {
      expect((await post(`/${PAGE}/feed`, token, { message })).statusCode).toBe(200);
    }
    const list = (query: string, bearer = token) =>
      sandbox.app.inject({
        method: 'GET',
        url: `${GRAPH}/${PAGE}/published_posts?fields=id,message,created_time&${query}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const first = (await list('limit=2')).json<{
      data: { id: string; message: string; created_time: string }[];
      paging: { cursors: { after: string }; next?: string };
    }>();
    expect(first.data.map((item) => item.message)).toEqual(['three', 'two']);
    expect(first.data[0]?.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    expect(first.paging.next).toContain('after=');
    const second = (await list(`limit=2&after=${first.paging.cursors.after}`)).json<{
      data: { message: string }[];
      paging: { next?: string };
    }>();
    expect(second.data.map((item) => item.message)).toEqual(['one']);
    expect(second.paging.next).toBeUndefined();
    const future = (await list(`since=${Math.floor(Date.now() / 1000) + 3600}`)).json<{
      data: unknown[];
    }>();
    expect(future.data).toEqual([]);
    const unread = await list('limit=2', pageToken());
    expect(unread.statusCode).toBe(403);
    expect(JSON.stringify(json(unread))).toContain('pages_read_engagement');
  });
});

describe('sandbox Graph comments (ADR 0084)', () => {
  const sandbox = usePublisherSandbox();
  const send = (method: 'GET' | 'POST', path: string, token: string, fields = {}) =>
    sandbox.app.inject({
      method,
      url: `${GRAPH}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: fields } : {}),
    });
  const PAGE_SCOPES = ['pages_manage_posts', 'pages_read_engagement', 'pages_manage_engagement'];
  const pageToken = (scopes = PAGE_SCOPES) => sandbox.token('facebook', 'grace', scopes, PAGE);
  const IG_SCOPES = ['instagram_basic', 'instagram_content_publish', 'instagram_manage_comments'];
  const igToken = (scopes = IG_SCOPES) => sandbox.token('instagram', 'grace', scopes);
  const comments = () => sandbox.controller.publishing.posts().filter((post) => post.comment);

  it('Facebook: the Page comments on its post, kept out of its posts, listed with the Page as author', async () => {
    const created = await send('POST', `/${PAGE}/feed`, pageToken(), { message: 'A post' });
    const postId = String(json(created).id);
    const first = await send('POST', `/${postId}/comments`, pageToken(), { message: 'First' });
    expect(first.statusCode).toBe(200);
    const commentId = String(json(first).id);
    expect(commentId).toMatch(new RegExp(`^${postId.split('_')[1]}_\\d+$`));
    await send('POST', `/${postId}/comments`, pageToken(), { message: 'Second' });
    expect(comments()).toEqual([
      expect.objectContaining({ id: commentId, account: PAGE, replyTo: postId, comment: true }),
      expect.objectContaining({ text: 'Second', replyTo: postId, comment: true }),
    ]);
    expect(comments()[0]?.url).toBe(
      `https://www.facebook.com/${postId}?comment_id=${commentId.split('_')[1]}`,
    );
    const posts = json(await send('GET', `/${PAGE}/published_posts`, pageToken()));
    expect(posts.data).toEqual([expect.objectContaining({ id: postId, message: 'A post' })]);

    const listed = json(
      await send('GET', `/${postId}/comments?fields=id,message,from`, pageToken()),
    );
    expect(listed.data).toEqual([
      { id: commentId, message: 'First', from: { id: PAGE, name: 'Grace Studio' } },
      expect.objectContaining({ message: 'Second' }),
    ]);
    const newest = json(
      await send('GET', `/${postId}/comments?order=reverse_chronological&limit=1`, pageToken()),
    );
    expect(newest.data).toEqual([expect.objectContaining({ message: 'Second' })]);
    expect(JSON.stringify(newest.paging)).toContain('after=');
  });

  it('Facebook: refuses a comment without pages_manage_engagement or message, on another Page’s post or a comment', async () => {
    const postId = String(
      json(await send('POST', `/${PAGE}/feed`, pageToken(), { message: 'A post' })).id,
    );
    const unscoped = await send(
      'POST',
      `/${postId}/comments`,
      pageToken(['pages_manage_posts', 'pages_read_engagement']),
      { message: 'x' },
    );
    expect(unscoped.statusCode).toBe(403);
    expect(JSON.stringify(json(unscoped))).toContain('pages_manage_engagement');
    const empty = await send('POST', `/${postId}/comments`, pageToken(), {});
    expect(JSON.stringify(json(empty))).toContain('message');
    const otherPage = sandboxPages('grace')[1]?.id ?? '';
    const otherToken = sandbox.token('facebook', 'grace', PAGE_SCOPES, otherPage);
    const foreign = await send('POST', `/${postId}/comments`, otherToken, { message: 'x' });
    expect(json(foreign).error).toMatchObject({ code: 100, error_subcode: 33 });
    const comment = String(
      json(await send('POST', `/${postId}/comments`, pageToken(), { message: 'x' })).id,
    );
    const nested = await send('POST', `/${comment}/comments`, pageToken(), { message: 'y' });
    expect(json(nested).error).toMatchObject({ error_subcode: 33 });
    const bad = await send('GET', `/${postId}/comments?order=sideways`, pageToken());
    expect(bad.statusCode).toBe(400);
    expect(comments()).toHaveLength(1);
  });

  it('Instagram: comments on the account’s media, newest first with the username, faults applied', async () => {
    const container = await send('POST', `/${IG_USER}/media`, igToken(), {
      image_url: sandbox.image().publicUrl,
    });
    const media = await send('POST', `/${IG_USER}/media_publish`, igToken(), {
      creation_id: String(json(container).id),
    });
    const mediaId = String(json(media).id);
    const first = await send('POST', `/${mediaId}/comments`, igToken(), { message: 'First' });
    expect(first.statusCode).toBe(200);
    await send('POST', `/${mediaId}/comments`, igToken(), { message: 'Second' });
    expect(comments().map((comment) => [comment.text, comment.replyTo, comment.account])).toEqual([
      ['First', mediaId, IG_USER],
      ['Second', mediaId, IG_USER],
    ]);
    const listed = json(
      await send('GET', `/${mediaId}/comments?fields=id,text,username`, igToken()),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({ text: 'Second', username: 'grace' }),
      { id: String(json(first).id), text: 'First', username: 'grace' },
    ]);
    const mediaList = json(await send('GET', `/${IG_USER}/media?fields=id`, igToken()));
    expect(mediaList.data).toEqual([{ id: mediaId }]);
    // A comment reads as an IG Comment (its own node, ADR 0090's comment figures), never as media.
    const asNode = json(await send('GET', `/${String(json(first).id)}`, igToken()));
    expect(asNode).toEqual({
      id: String(json(first).id),
      text: 'First',
      timestamp: expect.any(String),
    });
    expect(asNode).not.toHaveProperty('media_type');

    sandbox.controller.publishing.failNext('instagram', { kind: 'refuse', message: 'No' });
    const refused = await send('POST', `/${mediaId}/comments`, igToken(), { message: 'Third' });
    expect(json(refused).error).toMatchObject({ code: 100, message: 'No' });
    const unscoped = await send(
      'POST',
      `/${mediaId}/comments`,
      igToken(['instagram_basic', 'instagram_content_publish']),
      { message: 'x' },
    );
    expect(unscoped.statusCode).toBe(403);
    expect(comments()).toHaveLength(2);
  });
});
