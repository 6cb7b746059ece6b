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

const AUTHORIZE = '/sandbox/linkedin/www/oauth/v2/authorization';
const TOKEN = '/sandbox/linkedin/www/oauth/v2/accessToken';
const USERINFO = '/sandbox/linkedin/api/v2/userinfo';
const PARAMS = {
  response_type: 'code',
  client_id: 'sandbox-linkedin',
  redirect_uri: redirectUriFor('linkedin'),
  state: 'state-123',
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

async function exchange(code: string) {
  return sandbox.app.inject({
    method: 'POST',
    url: TOKEN,
    ...formBody({
      grant_type: 'authorization_code',
      code,
      redirect_uri: PARAMS.redirect_uri,
      ...CLIENT,
    }),
  });
}

describe('LinkedIn sandbox', () => {
  it('renders the consent form with the scopes and the account field', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: urlWith(AUTHORIZE, PARAMS) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('LinkedIn');
    expect(response.body).toContain(`<form method="post" action="${AUTHORIZE}">`);
    expect(response.body).toContain('<code>w_member_social</code>');
    expect(response.body).toContain('<label for="account">Sandbox account name</label>');
    expect(response.body).toContain('value="sandbox_linkedin_user"');
    expect(response.body).toContain('name="decision" value="approve">Authorize</button>');
    expect(response.body).toContain('name="decision" value="deny"');
  });

  it('redirects with code and state on approve, with access_denied on deny', async () => {
    const approved = await submitConsent(sandbox.app, AUTHORIZE, PARAMS);
    expect(approved.origin + approved.pathname).toBe(PARAMS.redirect_uri);
    expect(approved.searchParams.get('code')).toMatch(/^sbx_li_code_/);
    expect(approved.searchParams.get('state')).toBe('state-123');

    const denied = await submitConsent(sandbox.app, AUTHORIZE, PARAMS, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_description')).toBe('The user denied the request');
    expect(denied.searchParams.get('state')).toBe('state-123');
    expect(denied.searchParams.has('code')).toBe(false);
  });

  it('exchanges a code with the credentials in the body, once', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      access_token: expect.stringMatching(/^sbx_li_at_/),
      expires_in: 5_184_000,
      refresh_token: expect.stringMatching(/^sbx_li_rt_/),
      refresh_token_expires_in: 31_536_000,
      scope: 'openid,profile,w_member_social',
    });

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the exchange without client_secret in the body', async () => {
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    // HTTP Basic is X's and Pinterest's style; LinkedIn wants the credentials in the body.
    const body = formBody({
      grant_type: 'authorization_code',
      code,
      redirect_uri: PARAMS.redirect_uri,
    });
    const response = await sandbox.app.inject({
      method: 'POST',
      url: TOKEN,
      headers: { ...body.headers, authorization: basicAuth('sandbox-linkedin', 'sandbox-secret') },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ error: 'invalid_client' });
  });

  it('answers userinfo, the same sub for the same account name', async () => {
    const subs: unknown[] = [];
    for (const account of ['Ada_Lovelace', 'ada_lovelace', 'someone_else']) {
      const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS, account);
      const token = String(json(await exchange(code)).access_token);
      const response = await sandbox.app.inject({
        method: 'GET',
        url: USERINFO,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body).toMatchObject({
        sub: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        given_name: expect.any(String),
        family_name: expect.any(String),
        picture: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/sandbox\/avatars\/linkedin\//),
      });
      subs.push(body.sub);
    }
    expect(subs[0]).toBe(subs[1]);
    expect(subs[2]).not.toBe(subs[0]);

    const unknown = await sandbox.app.inject({
      method: 'GET',
      url: USERINFO,
      headers: { authorization: 'Bearer nope' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toMatchObject({ serviceErrorCode: 65600 });
  });

  it('refreshes without rotating the refresh token or moving its expiry', async () => {
    let now = 1_700_000_000_000;
    await sandbox.app.close();
    sandbox = await createSandboxApp({ now: () => now });
    const code = await approveCode(sandbox.app, AUTHORIZE, PARAMS);
    const first = json(await exchange(code));
    now += 86_400_000;
    const refresh = async () =>
      sandbox.app.inject({
        method: 'POST',
        url: TOKEN,
        ...formBody({
          grant_type: 'refresh_token',
          refresh_token: String(first.refresh_token),
          ...CLIENT,
        }),
      });
    const refreshed = await refresh();
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed)).toMatchObject({
      refresh_token: first.refresh_token,
      refresh_token_expires_in: 31_536_000 - 86_400,
    });
    expect(json(refreshed).access_token).not.toBe(first.access_token);
    expect((await refresh()).statusCode).toBe(200);
  });
});
