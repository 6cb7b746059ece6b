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

const AUTHORIZE = '/sandbox/threads/web/oauth/authorize';
const GRAPH = '/sandbox/threads/graph';
const PARAMS = {
  client_id: 'sandbox-threads',
  redirect_uri: redirectUriFor('threads'),
  scope: 'threads_basic,threads_content_publish',
  response_type: 'code',
  state: 'st',
};
const CLIENT = { client_id: 'sandbox-threads', client_secret: 'sandbox-secret' };

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(async () => {
  await sandbox.app.close();
});

function exchange(code: string, client: Record<string, string> = CLIENT) {
  return sandbox.app.inject({
    method: 'POST',
    url: `${GRAPH}/oauth/access_token`,
    ...formBody({
      ...client,
      code,
      grant_type: 'authorization_code',
      redirect_uri: PARAMS.redirect_uri,
    }),
  });
}

async function longLivedToken(account?: string): Promise<string> {
  const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS, account);
  const short = json(await exchange(code));
  const long = await sandbox.app.inject({
    method: 'GET',
    url: urlWith(`${GRAPH}/access_token`, {
      grant_type: 'th_exchange_token',
      client_secret: 'sandbox-secret',
      access_token: String(short.access_token),
    }),
  });
  expect(long.statusCode).toBe(200);
  expect(json(long)).toMatchObject({ token_type: 'bearer', expires_in: 5_184_000 });
  return String(json(long).access_token);
}

describe('Threads sandbox', () => {
  it('renders the consent page and redirects with code or access_denied', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, PARAMS) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Threads');
    expect(page.body).toContain('<code>threads_content_publish</code>');
    const approved = await submitConsent(sandbox.app, AUTHORIZE, PARAMS);
    expect(approved.searchParams.get('code')).toBeTruthy();
    expect(approved.searchParams.get('state')).toBe('st');
    const denied = await submitConsent(sandbox.app, AUTHORIZE, PARAMS, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('exchanges the code for a short-lived token and user id, not without the secret', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const refused = await exchange(code, { client_id: 'sandbox-threads' });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ error: { type: 'OAuthException', code: 101 } });

    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      access_token: expect.stringMatching(/^sbx_th_at_/),
      user_id: expect.any(Number),
    });
    const reused = await exchange(code);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ error: { code: 100, error_subcode: 36009 } });
  });

  it('answers /me with the requested fields for the long-lived token', async () => {
    const token = await longLivedToken('threads_fan');
    const response = await sandbox.app.inject({
      method: 'GET',
      url: urlWith(`${GRAPH}/v1.0/me`, {
        fields: 'id,username,name,threads_profile_picture_url',
        access_token: token,
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      id: expect.stringMatching(/^\d{15}$/),
      username: 'threads_fan',
      name: 'Threads Fan',
      threads_profile_picture_url: expect.stringContaining('/sandbox/avatars/threads/threads_fan'),
    });
  });

  it('refreshes the long-lived token itself, until it has expired', async () => {
    const token = await longLivedToken();
    const refresh = (accessToken: string) =>
      sandbox.app.inject({
        method: 'GET',
        url: urlWith(`${GRAPH}/refresh_access_token`, {
          grant_type: 'th_refresh_token',
          access_token: accessToken,
        }),
      });
    const refreshed = await refresh(token);
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed)).toEqual({
      access_token: expect.stringMatching(/^sbx_th_at_/),
      token_type: 'bearer',
      expires_in: 5_184_000,
    });
    sandbox.controller.expireAccessTokens('threads');
    const dead = await refresh(String(json(refreshed).access_token));
    expect(dead.statusCode).toBe(401);
    expect(json(dead)).toMatchObject({ error: { code: 190, error_subcode: 463 } });
  });
});
