import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveCode,
  basicAuth,
  createSandboxApp,
  formBody,
  json,
  redirectUriFor,
  submitConsent,
  urlWith,
  type SandboxApp,
} from './sandbox-test-kit';

const AUTHORIZE = '/sandbox/pinterest/web/oauth/';
const TOKEN = '/sandbox/pinterest/api/v5/oauth/token';
const API = '/sandbox/pinterest/api/v5';
const BASIC = basicAuth('sandbox-pinterest', 'sandbox-secret');
const PARAMS = {
  client_id: 'sandbox-pinterest',
  redirect_uri: redirectUriFor('pinterest'),
  response_type: 'code',
  scope: 'boards:read,pins:read,pins:write,user_accounts:read',
  state: 'p-state',
};

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(async () => {
  await sandbox.app.close();
});

function token(fields: Record<string, string>, authorization: string | null = BASIC) {
  const body = formBody(fields);
  return sandbox.app.inject({
    method: 'POST',
    url: TOKEN,
    headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
    payload: body.payload,
  });
}

function exchange(code: string, authorization: string | null = BASIC) {
  return token(
    { grant_type: 'authorization_code', code, redirect_uri: PARAMS.redirect_uri },
    authorization,
  );
}

function api(path: string, accessToken: unknown) {
  return sandbox.app.inject({
    method: 'GET',
    url: `${API}${path}`,
    headers: { authorization: `Bearer ${String(accessToken)}` },
  });
}

describe('Pinterest sandbox', () => {
  it('renders the consent page and redirects with code or access_denied', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, PARAMS) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pinterest');
    expect(page.body).toContain('<code>boards:read</code>');
    const approved = await submitConsent(sandbox.app, AUTHORIZE, PARAMS);
    expect(approved.searchParams.get('state')).toBe('p-state');
    const denied = await submitConsent(sandbox.app, AUTHORIZE, PARAMS, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('exchanges the code with HTTP Basic only', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const noBasic = await exchange(code, null);
    expect(noBasic.statusCode).toBe(401);
    expect(json(noBasic)).toMatchObject({ error: 'invalid_client' });
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      access_token: expect.stringMatching(/^sbx_pin_at_/),
      token_type: 'bearer',
      expires_in: 2_592_000,
      refresh_token: expect.stringMatching(/^sbx_pin_rt_/),
      refresh_token_expires_in: 5_184_000,
      refresh_token_expires_at: expect.any(Number),
      scope: PARAMS.scope,
    });
  });

  it('rotates the refresh token with a new 60-day window', async () => {
    const first = json(await exchange(await approveCode(sandbox.app, AUTHORIZE, PARAMS)));
    const refresh = (refreshToken: unknown) =>
      token({ grant_type: 'refresh_token', refresh_token: String(refreshToken) });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toMatchObject({ refresh_token_expires_in: 5_184_000 });
    expect(json(second).refresh_token).not.toBe(first.refresh_token);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers the user account and two boards', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS, 'pin.collector');
    const { access_token: accessToken } = json(await exchange(code));
    const account = await api('/user_account', accessToken);
    expect(account.statusCode).toBe(200);
    expect(json(account)).toMatchObject({
      username: 'pin_collector',
      account_type: 'BUSINESS',
      profile_image: expect.stringContaining('/avatars/pinterest/'),
    });
    const boards = await api('/boards?page_size=100', accessToken);
    expect(boards.statusCode).toBe(200);
    expect(json(boards)).toEqual({
      items: [
        expect.objectContaining({ id: expect.stringMatching(/^\d{18}$/), privacy: 'PUBLIC' }),
        expect.objectContaining({ name: 'Sandbox drafts', privacy: 'SECRET' }),
      ],
      bookmark: null,
    });
    const unknown = await api('/user_account', 'nope');
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ code: 2, message: 'Authentication failed.' });
  });
});
