import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, injectWithBearer, json, OAUTH_FLOWS } from '../testing/sandbox-test-kit';

const API = '/sandbox/tiktok/api/v2/post/publish';
const MB = 1024 * 1024;
const sandbox = usePublisherSandbox();

function token(scope = 'user.info.basic,video.publish'): Promise<string> {
  return connectedToken(sandbox, OAUTH_FLOWS.tiktok({ scope }));
}

function init(
  accessToken: string,
  postInfo: Record<string, unknown>,
  sourceInfo: Record<string, unknown>,
) {
  return injectWithBearer(sandbox, 'POST', `${API}/video/init/`, accessToken, {
    post_info: postInfo,
    source_info: sourceInfo,
  });
}

const PUBLIC = { title: 'hi', privacy_level: 'PUBLIC_TO_EVERYONE' };
const SMALL = { source: 'FILE_UPLOAD', video_size: 1000, chunk_size: 1000, total_chunk_count: 1 };

function codeOf(response: { json<T>(): T }): string | undefined {
  return response.json<{ error: { code: string } }>().error.code;
}

describe('TikTok publishing sandbox', () => {
  it('needs video.publish', async () => {
    const response = await init(await token('user.info.basic'), PUBLIC, SMALL);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('scope_not_authorized');
  });

  it("validates post_info and the chunk rules in TikTok's error dialect", async () => {
    const accessToken = await token();
    const cases: [Record<string, unknown>, Record<string, unknown>, number, string][] = [
      [{ title: 'hi' }, SMALL, 400, 'invalid_params'],
      [{ ...PUBLIC, privacy_level: 'EVERYONE' }, SMALL, 400, 'privacy_level_option_mismatch'],
      [{ ...PUBLIC, title: 'x'.repeat(2201) }, SMALL, 400, 'invalid_params'],
      [PUBLIC, { ...SMALL, chunk_size: 500, total_chunk_count: 2 }, 400, 'invalid_params'],
      [
        PUBLIC,
        { source: 'FILE_UPLOAD', video_size: 20 * MB, chunk_size: 4 * MB, total_chunk_count: 5 },
        400,
        'invalid_params',
      ],
      [
        PUBLIC,
        { source: 'FILE_UPLOAD', video_size: 20 * MB, chunk_size: 5 * MB, total_chunk_count: 3 },
        400,
        'invalid_params',
      ],
      [
        PUBLIC,
        { source: 'PULL_FROM_URL', video_url: 'https://example.com/v.mp4' },
        403,
        'url_ownership_unverified',
      ],
    ];
    for (const [postInfo, sourceInfo, status, code] of cases) {
      const response = await init(accessToken, postInfo, sourceInfo);
      expect(response.statusCode, JSON.stringify(sourceInfo)).toBe(status);
      expect(codeOf(response)).toBe(code);
      expect(json(response).data).toEqual({});
    }
  });

  it('takes the chunk the init announced and reports an unknown publish id', async () => {
    const accessToken = await token();
    const opened = await init(accessToken, PUBLIC, SMALL);
    expect(codeOf(opened)).toBe('ok');
    const { publish_id: publishId, upload_url: uploadUrl } = opened.json<{
      data: { publish_id: string; upload_url: string };
    }>().data;
    const url = new URL(uploadUrl);
    const put = (range: string, size: number) =>
      sandbox.app.inject({
        method: 'PUT',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'video/mp4', 'content-range': range },
        payload: Buffer.alloc(size),
      });
    const wrong = await put('bytes 0-499/1000', 500);
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('invalid_file_upload');
    expect((await put('bytes 0-999/1000', 1000)).statusCode).toBe(201);
    const status = await injectWithBearer(sandbox, 'POST', `${API}/status/fetch/`, accessToken, {
      publish_id: publishId,
    });
    expect(json(status)).toMatchObject({
      data: { status: 'PUBLISH_COMPLETE', uploaded_bytes: 1000 },
      error: { code: 'ok' },
    });
    const unknown = await injectWithBearer(sandbox, 'POST', `${API}/status/fetch/`, accessToken, {
      publish_id: 'nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(codeOf(unknown)).toBe('invalid_publish_id');
  });
});
