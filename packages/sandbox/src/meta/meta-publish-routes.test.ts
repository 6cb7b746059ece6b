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
