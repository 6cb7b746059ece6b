import { describe, expect, it } from 'vitest';
import {
  basicAuth,
  expectConsentPage,
  expectConsentRedirects,
  expectRefreshTokenRotation,
  formBody,
  injectWithBearer,
  json,
  OAUTH_FLOWS,
  oauthClient,
  pkcePair,
  useSandbox,
} from '../testing/sandbox-test-kit';

const REVOKE = '/sandbox/twitter/api/2/oauth2/revoke';
const ME = '/sandbox/twitter/api/2/users/me?user.fields=profile_image_url';
const BASIC = basicAuth('sandbox-twitter', 'sandbox-secret');

const sandbox = useSandbox();
const twitter = oauthClient(sandbox, OAUTH_FLOWS.twitter({ state: 'xyz' }));

describe('X sandbox', () => {
  it('renders the consent form, and an error page without a PKCE challenge', async () => {
    await expectConsentPage(twitter, [
      '<code>offline.access</code>',
      `name="code_challenge" value="${twitter.flow.params.code_challenge ?? ''}"`,
    ]);

    const { code_challenge: _c, ...withoutChallenge } = twitter.flow.params;
    const refused = await twitter.consentPage(withoutChallenge);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('code_challenge');

    const plain = await twitter.consentPage({
      ...twitter.flow.params,
      code_challenge_method: 'plain',
    });
    expect(plain.statusCode).toBe(400);
  });

  it('redirects with code and state, or access_denied', async () => {
    const { approved, denied } = await expectConsentRedirects(twitter);
    expect(approved.searchParams.get('state')).toBe('xyz');
    expect(approved.searchParams.get('code')).toMatch(/^sbx_x_code_/);
    expect(denied.searchParams.get('state')).toBe('xyz');
  });

  it('exchanges the code with HTTP Basic and the right verifier', async () => {
    const code = await twitter.approve();
    const response = await twitter.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: expect.stringMatching(/^sbx_x_at_/),
      refresh_token: expect.stringMatching(/^sbx_x_rt_/),
      scope: twitter.flow.params.scope,
    });
    expect((await twitter.exchange(code)).statusCode).toBe(400);
  });

  it('refuses a code exchange without HTTP Basic, with a wrong verifier, or after 30 s', async () => {
    const code = await twitter.approve();
    const noBasic = await twitter.exchange(code, { credentials: null });
    expect(noBasic.statusCode).toBe(401);
    expect(json(noBasic)).toMatchObject({ error: 'unauthorized_client' });

    const wrong = await twitter.exchange(code, { fields: { code_verifier: pkcePair().verifier } });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: 'invalid_request' });

    const late = await twitter.approve();
    sandbox.advanceClock(31_000);
    expect((await twitter.exchange(late)).statusCode).toBe(400);
  });

  it('rotates the refresh token: the old one is refused after use', async () => {
    const { second } = await expectRefreshTokenRotation(twitter);
    expect((await twitter.refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('answers users/me and stops after revocation', async () => {
    const { access_token: token } = await twitter.connect('grace_hopper');
    const me = () => injectWithBearer(sandbox, 'GET', ME, token);
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

    const body = formBody({ token: String(token), token_type_hint: 'access_token' });
    const revoke = await sandbox.app.inject({
      method: 'POST',
      url: REVOKE,
      headers: { ...body.headers, authorization: BASIC },
      payload: body.payload,
    });
    expect(revoke.statusCode).toBe(200);
    expect(json(revoke)).toEqual({ revoked: true });
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ title: 'Unauthorized', status: 401 });
  });
});
