import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  approveCode,
  createSandboxApp,
  formBody,
  json,
  redirectUriFor,
  type SandboxApp,
} from './sandbox-test-kit';

const AUTHORIZE = '/sandbox/linkedin/www/oauth/v2/authorization';
const TOKEN = '/sandbox/linkedin/www/oauth/v2/accessToken';
const USERINFO = '/sandbox/linkedin/api/v2/userinfo';
const PARAMS = {
  response_type: 'code',
  client_id: 'sandbox-linkedin',
  redirect_uri: redirectUriFor('linkedin'),
  state: 'abc',
  scope: 'openid profile w_member_social',
};
const CLIENT = { client_id: 'sandbox-linkedin', client_secret: 'sandbox-secret' };

let sandbox: SandboxApp;
beforeEach(async () => {
  sandbox = await createSandboxApp();
});
afterEach(async () => {
  await sandbox.app.close();
});

function token(fields: Record<string, string>) {
  return sandbox.app.inject({ method: 'POST', url: TOKEN, ...formBody({ ...fields, ...CLIENT }) });
}

async function connect(): Promise<Record<string, unknown>> {
  const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
  const response = await token({
    grant_type: 'authorization_code',
    code,
    redirect_uri: PARAMS.redirect_uri,
  });
  expect(response.statusCode).toBe(200);
  return json(response);
}

function userinfo(accessToken: unknown) {
  return sandbox.app.inject({
    method: 'GET',
    url: USERINFO,
    headers: { authorization: `Bearer ${String(accessToken)}` },
  });
}

describe('SandboxController', () => {
  it('failNext answers the queued failure once, for the matching operation only', async () => {
    sandbox.controller.failNext('linkedin', 'token', {
      status: 503,
      body: { message: 'down for maintenance' },
      headers: { 'retry-after': '30' },
    });
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const exchange = () =>
      token({ grant_type: 'authorization_code', code, redirect_uri: PARAMS.redirect_uri });
    const failed = await exchange();
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
    expect(failed.json()).toEqual({ message: 'down for maintenance' });
    // The failure did not spend the code.
    const tokens = json(await exchange());

    sandbox.controller.failNext('linkedin', 'profile', { status: 429, body: 'slow down' });
    sandbox.controller.failNext('twitter', 'profile', { status: 500, body: {} });
    const limited = await userinfo(tokens.access_token);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('slow down');
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);

    sandbox.controller.failNext('linkedin', 'refresh', {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'revoked' },
    });
    const refresh = () =>
      token({ grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token) });
    expect((await refresh()).statusCode).toBe(400);
    expect((await refresh()).statusCode).toBe(200);
  });

  it('expireAccessTokens makes profile calls 401 until the token is refreshed', async () => {
    const tokens = await connect();
    sandbox.controller.expireAccessTokens('linkedin');
    const expired = await userinfo(tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toMatchObject({ serviceErrorCode: 65601 });

    const refreshed = json(
      await token({ grant_type: 'refresh_token', refresh_token: String(tokens.refresh_token) }),
    );
    expect((await userinfo(refreshed.access_token)).statusCode).toBe(200);
  });

  it('logs the requests without tokens, and reset forgets everything', async () => {
    const tokens = await connect();
    await userinfo(tokens.access_token);
    expect(sandbox.controller.requests).toEqual([
      { platform: 'linkedin', method: 'POST', path: AUTHORIZE },
      { platform: 'linkedin', method: 'POST', path: TOKEN },
      { platform: 'linkedin', method: 'GET', path: USERINFO },
    ]);
    expect(JSON.stringify(sandbox.controller.requests)).not.toContain(String(tokens.access_token));

    sandbox.controller.failNext('linkedin', 'profile', { status: 500, body: {} });
    sandbox.controller.reset();
    expect(sandbox.controller.requests).toEqual([]);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
  });
});
