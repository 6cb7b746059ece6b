import { describe, expect, it } from 'vitest';
import {
  expectConsentPage,
  expectConsentRedirects,
  json,
  oauthClient,
  redirectUriFor,
  urlWith,
  useSandbox,
} from '../testing/sandbox-test-kit';

const GRAPH = '/sandbox/threads/graph';

const sandbox = useSandbox();
const threads = oauthClient(sandbox, {
  authorize: '/sandbox/threads/web/oauth/authorize',
  params: {
    client_id: 'sandbox-threads',
    redirect_uri: redirectUriFor('threads'),
    scope: 'threads_basic,threads_content_publish',
    response_type: 'code',
    state: 'st',
  },
  token: `${GRAPH}/oauth/access_token`,
  credentials: { fields: { client_id: 'sandbox-threads', client_secret: 'sandbox-secret' } },
});

async function longLivedToken(account?: string): Promise<string> {
  const short = await threads.connect(account);
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
    await expectConsentPage(threads, ['Threads', '<code>threads_content_publish</code>']);
    const { approved } = await expectConsentRedirects(threads);
    expect(approved.searchParams.get('state')).toBe('st');
  });

  it('exchanges the code for a short-lived token and user id, not without the secret', async () => {
    const code = await threads.approve();
    const refused = await threads.exchange(code, {
      credentials: { fields: { client_id: 'sandbox-threads' } },
    });
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ error: { type: 'OAuthException', code: 101 } });

    const response = await threads.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      access_token: expect.stringMatching(/^sbx_th_at_/),
      user_id: expect.any(Number),
    });
    const reused = await threads.exchange(code);
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
