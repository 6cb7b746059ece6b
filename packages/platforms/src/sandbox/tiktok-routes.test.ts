import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveCode,
  createSandboxApp,
  formBody,
  json,
  redirectUriFor,
  submitConsent,
  urlWith,
  type SandboxApp,
} from './sandbox-test-kit';

const AUTHORIZE = '/sandbox/tiktok/web/v2/auth/authorize/';
const API = '/sandbox/tiktok/api/v2';
const CLIENT = { client_key: 'sandbox-tiktok', client_secret: 'sandbox-secret' };
const PARAMS = {
  client_key: 'sandbox-tiktok',
  scope: 'user.info.basic,video.publish,video.upload',
  response_type: 'code',
  redirect_uri: redirectUriFor('tiktok'),
  state: 't-state',
};

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(async () => {
  await sandbox.app.close();
});

function token(fields: Record<string, string>) {
  return sandbox.app.inject({ method: 'POST', url: `${API}/oauth/token/`, ...formBody(fields) });
}

function exchange(code: string, client: Record<string, string> = CLIENT) {
  return token({
    ...client,
    code,
    grant_type: 'authorization_code',
    redirect_uri: PARAMS.redirect_uri,
  });
}

describe('TikTok sandbox', () => {
  it('renders the consent page for client_key and redirects with code or access_denied', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, PARAMS) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TikTok');
    expect(page.body).toContain('<code>sandbox-tiktok</code>');
    const approved = await submitConsent(sandbox.app, AUTHORIZE, PARAMS);
    expect(approved.searchParams.get('state')).toBe('t-state');
    const denied = await submitConsent(sandbox.app, AUTHORIZE, PARAMS, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('exchanges the code with client_key and client_secret in the body', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const refused = await exchange(code, { client_key: 'sandbox-tiktok' });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ error: 'invalid_client', log_id: expect.any(String) });
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      open_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      scope: PARAMS.scope,
      access_token: expect.stringMatching(/^sbx_tt_at_/),
      expires_in: 7200,
      refresh_token: expect.stringMatching(/^sbx_tt_rt_/),
      refresh_expires_in: 15_552_000,
      token_type: 'Bearer',
    });
  });

  it('rotates the refresh token', async () => {
    const first = json(await exchange(await approveCode(sandbox.app, AUTHORIZE, PARAMS)));
    const refresh = (refreshToken: unknown) =>
      token({ ...CLIENT, grant_type: 'refresh_token', refresh_token: String(refreshToken) });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(json(second).refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers user info with the requested fields, and creator info', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS, 'dance_crew');
    const tokens = json(await exchange(code));
    const authorization = `Bearer ${String(tokens.access_token)}`;
    const info = await sandbox.app.inject({
      method: 'GET',
      url: `${API}/user/info/?fields=open_id,union_id,avatar_url,display_name,username`,
      headers: { authorization },
    });
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

    const creator = await sandbox.app.inject({
      method: 'POST',
      url: `${API}/post/publish/creator_info/query/`,
      headers: { authorization },
      payload: {},
    });
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
    const after = await sandbox.app.inject({
      method: 'GET',
      url: `${API}/user/info/?fields=open_id`,
      headers: { authorization },
    });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 'access_token_invalid' } });
  });
});
