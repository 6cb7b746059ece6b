import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveCode,
  createSandboxApp,
  formBody,
  json,
  pkcePair,
  redirectUriFor,
  submitConsent,
  urlWith,
  type SandboxApp,
} from './sandbox-test-kit';

const AUTHORIZE = '/sandbox/youtube/accounts/o/oauth2/v2/auth';
const TOKEN = '/sandbox/youtube/oauth2/token';
const CHANNELS = '/sandbox/youtube/api/youtube/v3/channels?part=snippet&mine=true';
const SCOPE =
  'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly';
const CLIENT = { client_id: 'sandbox-youtube', client_secret: 'sandbox-secret' };

let sandbox: SandboxApp;
let pkce: { verifier: string; challenge: string };
let params: Record<string, string>;
beforeEach(async () => {
  sandbox = await createSandboxApp();
  pkce = pkcePair();
  params = {
    response_type: 'code',
    client_id: 'sandbox-youtube',
    redirect_uri: redirectUriFor('youtube'),
    scope: SCOPE,
    state: 's1',
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  };
});
afterEach(async () => {
  await sandbox.app.close();
});

function token(fields: Record<string, string>) {
  return sandbox.app.inject({ method: 'POST', url: TOKEN, ...formBody(fields) });
}

function exchange(code: string, extra: Record<string, string> = CLIENT) {
  return token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: params.redirect_uri ?? '',
    code_verifier: pkce.verifier,
    ...extra,
  });
}

describe('YouTube sandbox', () => {
  it('renders the consent page and redirects with code or access_denied', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, params) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('YouTube');
    expect(page.body).toContain('<code>https://www.googleapis.com/auth/youtube.upload</code>');
    const approved = await submitConsent(sandbox.app, AUTHORIZE, params);
    expect(approved.searchParams.get('state')).toBe('s1');
    const denied = await submitConsent(sandbox.app, AUTHORIZE, params, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('exchanges the code with the credentials and verifier; refuses without them', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params);
    const noClient = await exchange(code, {});
    expect(noClient.statusCode).toBe(401);
    expect(json(noClient)).toMatchObject({ error: 'invalid_client' });
    const wrongVerifier = await exchange(code, { ...CLIENT, code_verifier: pkcePair().verifier });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(json(wrongVerifier)).toMatchObject({ error: 'invalid_grant' });

    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      access_token: expect.stringMatching(/^sbx_yt_at_/),
      expires_in: 3599,
      refresh_token: expect.stringMatching(/^sbx_yt_rt_/),
      scope: SCOPE,
      token_type: 'Bearer',
    });
  });

  it('refreshes without a new refresh token; the stored one keeps working', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params);
    const first = json(await exchange(code));
    const refresh = () =>
      token({ grant_type: 'refresh_token', refresh_token: String(first.refresh_token), ...CLIENT });
    const refreshed = await refresh();
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed)).toEqual({
      access_token: expect.stringMatching(/^sbx_yt_at_/),
      expires_in: 3599,
      scope: SCOPE,
      token_type: 'Bearer',
    });
    expect((await refresh()).statusCode).toBe(200);
  });

  it('answers the channel list, and 401 after revocation', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params, 'video_maker');
    const { access_token: accessToken } = json(await exchange(code));
    const channels = () =>
      sandbox.app.inject({
        method: 'GET',
        url: CHANNELS,
        headers: { authorization: `Bearer ${String(accessToken)}` },
      });
    const response = await channels();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      items: [
        {
          id: expect.stringMatching(/^UC[\w-]{22}$/),
          snippet: {
            title: 'Video Maker',
            customUrl: '@video_maker',
            thumbnails: { default: { url: expect.stringContaining('/avatars/youtube/') } },
          },
        },
      ],
    });

    const revoke = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/youtube/oauth2/revoke',
      ...formBody({ token: String(accessToken) }),
    });
    expect(revoke.statusCode).toBe(200);
    const after = await channels();
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });
});
