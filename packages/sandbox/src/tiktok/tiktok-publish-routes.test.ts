import { describe, expect, it } from 'vitest';
import { usePublisherSandbox } from '@fanout/platforms/testing';
import { connectedToken, injectWithBearer, json, OAUTH_FLOWS } from '../testing/sandbox-test-kit';
import { setTikTokCreator } from '../tiktok/tiktok-creators';

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
  it("holds post_info to the creator's creator_info and TikTok's branded content rule", async () => {
    setTikTokCreator(sandbox.controller, 'quiet_creator', {
      privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      commentDisabled: true,
    });
    const accessToken = await connectedToken(sandbox, OAUTH_FLOWS.tiktok(), 'quiet_creator');
    const info = await injectWithBearer(
      sandbox,
      'POST',
      `${API}/creator_info/query/`,
      accessToken,
      {},
    );
    expect(info.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      privacy_level_options: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      comment_disabled: true,
      duet_disabled: false,
      stitch_disabled: false,
    });
    const followers = { title: 'hi', privacy_level: 'FOLLOWER_OF_CREATOR', disable_comment: true };
    const refused = async (postInfo: Record<string, unknown>, message: string) => {
      const response = await init(accessToken, postInfo, SMALL);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    };
    await refused(
      { ...followers, privacy_level: 'PUBLIC_TO_EVERYONE' },
      "post_info.privacy_level is not one of the creator's options.",
    );
    await refused(
      { ...followers, disable_comment: false },
      'The creator has turned comments off: post_info.disable_comment must be true.',
    );
    await refused(
      { ...followers, privacy_level: 'SELF_ONLY', brand_content_toggle: true },
      'Branded content (post_info.brand_content_toggle) cannot be posted with privacy_level SELF_ONLY.',
    );
    await refused(
      { ...followers, disable_duet: 'no' },
      'post_info.disable_duet must be a boolean.',
    );
    const accepted = await init(accessToken, { ...followers, brand_organic_toggle: true }, SMALL);
    expect(accepted.statusCode).toBe(200);
  });

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
