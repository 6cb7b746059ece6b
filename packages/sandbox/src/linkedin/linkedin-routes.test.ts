import { describe, expect, it } from 'vitest';
import {
  LINKEDIN,
  basicAuth,
  expectConsentRedirects,
  injectWithBearer,
  json,
  oauthClient,
  useSandbox,
} from '../testing/sandbox-test-kit';

const sandbox = useSandbox();
const linkedin = oauthClient(sandbox, LINKEDIN);

const userinfo = (token: unknown) => injectWithBearer(sandbox, 'GET', LINKEDIN.userinfo, token);

describe('LinkedIn sandbox', () => {
  it('renders the consent form with the scopes and the account field', async () => {
    const response = await linkedin.consentPage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('LinkedIn');
    expect(response.body).toContain(`<form method="post" action="${LINKEDIN.authorize}">`);
    expect(response.body).toContain('<code>w_member_social</code>');
    expect(response.body).toContain('<label for="account">Sandbox account name</label>');
    expect(response.body).toContain('value="sandbox_linkedin_user"');
    expect(response.body).toContain('name="decision" value="approve">Authorize</button>');
    expect(response.body).toContain('name="decision" value="deny"');
  });

  it('redirects with code and state on approve, with access_denied on deny', async () => {
    const { approved } = await expectConsentRedirects(linkedin);
    expect(approved.searchParams.get('code')).toMatch(/^sbx_li_code_/);
    expect(approved.searchParams.get('state')).toBe('state-123');
  });

  it('exchanges a code with the credentials in the body, once', async () => {
    const code = await linkedin.approve();
    const response = await linkedin.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      access_token: expect.stringMatching(/^sbx_li_at_/),
      expires_in: 5_184_000,
      refresh_token: expect.stringMatching(/^sbx_li_rt_/),
      refresh_token_expires_in: 31_536_000,
      scope: 'openid,profile,w_member_social',
    });

    const again = await linkedin.exchange(code);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the exchange without client_secret in the body', async () => {
    const code = await linkedin.approve();
    // HTTP Basic is X's and Pinterest's style; LinkedIn wants the credentials in the body.
    const response = await linkedin.exchange(code, {
      credentials: { authorization: basicAuth('sandbox-linkedin', 'sandbox-secret') },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ error: 'invalid_client' });
  });

  it('answers userinfo, the same sub for the same account name', async () => {
    const subs: unknown[] = [];
    for (const account of ['Ada_Lovelace', 'ada_lovelace', 'someone_else']) {
      const { access_token: token } = await linkedin.connect(account);
      const response = await userinfo(token);
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

    const unknown = await userinfo('nope');
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toMatchObject({ serviceErrorCode: 65600 });
  });

  it('refreshes without rotating the refresh token or moving its expiry', async () => {
    const first = await linkedin.connect();
    sandbox.advanceClock(86_400_000);
    const refresh = () => linkedin.refresh(first.refresh_token);
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
