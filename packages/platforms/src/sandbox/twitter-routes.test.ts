import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveCode,
  basicAuth,
  createSandboxApp,
  formBody,
  json,
  pkcePair,
  redirectUriFor,
  submitConsent,
  urlWith,
  type SandboxApp,
} from './sandbox-test-kit';

const AUTHORIZE = '/sandbox/twitter/web/i/oauth2/authorize';
const TOKEN = '/sandbox/twitter/api/2/oauth2/token';
const REVOKE = '/sandbox/twitter/api/2/oauth2/revoke';
const ME = '/sandbox/twitter/api/2/users/me?user.fields=profile_image_url';
const BASIC = basicAuth('sandbox-twitter', 'sandbox-secret');

let now = 1_700_000_000_000;
let sandbox: SandboxApp;
let pkce: { verifier: string; challenge: string };
let params: Record<string, string>;
beforeEach(async () => {
  sandbox = await createSandboxApp({ now: () => now });
  pkce = pkcePair();
  params = {
    response_type: 'code',
    client_id: 'sandbox-twitter',
    redirect_uri: redirectUriFor('twitter'),
    scope: 'tweet.read tweet.write users.read media.write offline.access',
    state: 'xyz',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
  };
});
afterEach(async () => {
  await sandbox.app.close();
});

function tokenRequest(fields: Record<string, string>, authorization: string | null = BASIC) {
  const body = formBody(fields);
  return sandbox.app.inject({
    method: 'POST',
    url: TOKEN,
    headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
    payload: body.payload,
  });
}

function exchange(code: string, verifier = pkce.verifier, authorization: string | null = BASIC) {
  return tokenRequest(
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: params.redirect_uri ?? '',
      code_verifier: verifier,
    },
    authorization,
  );
}

describe('X sandbox', () => {
  it('renders the consent form, and an error page without a PKCE challenge', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, params) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<code>offline.access</code>');
    expect(page.body).toContain(`name="code_challenge" value="${pkce.challenge}"`);

    const { code_challenge: _c, ...withoutChallenge } = params;
    const refused = await sandbox.app.inject({
      method: 'GET',
      url: urlWith(AUTHORIZE, withoutChallenge),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('code_challenge');

    const plain = await sandbox.app.inject({
      method: 'GET',
      url: urlWith(AUTHORIZE, { ...params, code_challenge_method: 'plain' }),
    });
    expect(plain.statusCode).toBe(400);
  });

  it('redirects with code and state, or access_denied', async () => {
    const approved = await submitConsent(sandbox.app, AUTHORIZE, params);
    expect(approved.searchParams.get('state')).toBe('xyz');
    expect(approved.searchParams.get('code')).toMatch(/^sbx_x_code_/);
    const denied = await submitConsent(sandbox.app, AUTHORIZE, params, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('xyz');
  });

  it('exchanges the code with HTTP Basic and the right verifier', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params);
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: expect.stringMatching(/^sbx_x_at_/),
      refresh_token: expect.stringMatching(/^sbx_x_rt_/),
      scope: params.scope,
    });
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses a code exchange without HTTP Basic, with a wrong verifier, or after 30 s', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params);
    const noBasic = await exchange(code, pkce.verifier, null);
    expect(noBasic.statusCode).toBe(401);
    expect(json(noBasic)).toMatchObject({ error: 'unauthorized_client' });

    const wrong = await exchange(code, pkcePair().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: 'invalid_request' });

    const late = await approveCode(sandbox.app, AUTHORIZE, params);
    now += 31_000;
    expect((await exchange(late)).statusCode).toBe(400);
  });

  it('rotates the refresh token: the old one is refused after use', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params);
    const first = json(await exchange(code));
    const refresh = (token: unknown) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: String(token) });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(json(second).refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(json(second).refresh_token)).statusCode).toBe(200);
  });

  it('answers users/me and stops after revocation', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, params, 'grace_hopper');
    const { access_token: token } = json(await exchange(code));
    const me = () =>
      sandbox.app.inject({
        method: 'GET',
        url: ME,
        headers: { authorization: `Bearer ${String(token)}` },
      });
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        id: expect.stringMatching(/^\d{19}$/),
        name: 'Grace Hopper',
        username: 'grace_hopper',
        profile_image_url: expect.stringContaining('/sandbox/avatars/twitter/grace_hopper'),
      },
    });

    const revoke = await sandbox.app.inject({
      method: 'POST',
      url: REVOKE,
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: String(token),
        token_type_hint: 'access_token',
      }).toString(),
    });
    expect(revoke.statusCode).toBe(200);
    expect(json(revoke)).toEqual({ revoked: true });
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});
