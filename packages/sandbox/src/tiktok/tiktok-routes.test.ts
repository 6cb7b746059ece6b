import { describe, expect, it } from 'vitest';
import {
  expectConsentPage,
  expectConsentRedirects,
  expectRefreshTokenRotation,
  formBody,
  injectWithBearer,
  json,
  OAUTH_FLOWS,
  oauthClient,
  useSandbox,
} from '../testing/sandbox-test-kit';

const API = '/sandbox/tiktok/api/v2';
const CLIENT = { client_key: 'sandbox-tiktok', client_secret: 'sandbox-secret' };

const sandbox = useSandbox();
const tiktok = oauthClient(
  sandbox,
  OAUTH_FLOWS.tiktok({ scope: 'user.info.basic,video.publish,video.upload', state: 't-state' }),
);

describe('TikTok sandbox', () => {
  it('renders the consent page for client_key and redirects with code or access_denied', async () => {
    await expectConsentPage(tiktok, ['TikTok', '<code>sandbox-tiktok</code>']);
    const { approved } = await expectConsentRedirects(tiktok);
    expect(approved.searchParams.get('state')).toBe('t-state');
  });

  it('exchanges the code with client_key and client_secret in the body', async () => {
    const code = await tiktok.approve();
    const refused = await tiktok.exchange(code, {
      credentials: { fields: { client_key: 'sandbox-tiktok' } },
    });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ error: 'invalid_client', log_id: expect.any(String) });
    const response = await tiktok.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      open_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      scope: tiktok.flow.params.scope,
      access_token: expect.stringMatching(/^sbx_tt_at_/),
      expires_in: 7200,
      refresh_token: expect.stringMatching(/^sbx_tt_rt_/),
      refresh_expires_in: 15_552_000,
      token_type: 'Bearer',
    });
  });

  it('rotates the refresh token', async () => {
    await expectRefreshTokenRotation(tiktok);
  });

  it('answers user info with the requested fields, and creator info', async () => {
    const tokens = await tiktok.connect('dance_crew');
    const info = await injectWithBearer(
      sandbox,
      'GET',
      `${API}/user/info/?fields=open_id,union_id,avatar_url,display_name,username`,
      tokens.access_token,
    );
    expect(info.statusCode).toBe(200);
    expect(json(info)).toEqual({
      data: {
        user: {
          open_id: tokens.open_id,
          union_id: expect.any(String),
          avatar_url: expect.stringContaining('/avatars/tiktok/dance_crew'),
          display_name: 'Dance Crew',
          username: 'dance_crew',
        },
      },
      error: { code: 'ok', message: '', log_id: expect.any(String) },
    });

    const creator = await injectWithBearer(
      sandbox,
      'POST',
      `${API}/post/publish/creator_info/query/`,
      tokens.access_token,
      {},
    );
    expect(creator.statusCode).toBe(200);
    expect(json(creator)).toMatchObject({
      data: {
        creator_username: 'dance_crew',
        creator_nickname: 'Dance Crew',
        privacy_level_options: expect.arrayContaining(['SELF_ONLY']),
        max_video_post_duration_sec: 600,
      },
      error: { code: 'ok' },
    });

    const revoked = await sandbox.app.inject({
      method: 'POST',
      url: `${API}/oauth/revoke/`,
      ...formBody({ ...CLIENT, token: String(tokens.access_token) }),
    });
    expect(revoked.statusCode).toBe(200);
    const after = await injectWithBearer(
      sandbox,
      'GET',
      `${API}/user/info/?fields=open_id`,
      tokens.access_token,
    );
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 'access_token_invalid' } });
  });
});
