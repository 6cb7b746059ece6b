import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import { basicHeader } from '../testing/fake-platform-server';
import { bearerTokenAnswer, tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const twitter = useOAuthClient('twitter', { clientId: 'x-id', clientSecret: 'x-secret' });
const { redirectUri } = twitter;
const basicAuth = { authorization: basicHeader('x-id', 'x-secret') };
const tokenRoute = tokenEndpointRoutes('/twitter/api/2/oauth2/token', basicAuth);

describe('X OAuth client', () => {
  it('builds the authorize URL with an S256 PKCE challenge', () => {
    const client = twitter.live();
    expect(client.usesPkce).toBe(true);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st', redirectUri, codeChallenge: 'chal' }),
      'https://x.com/i/oauth2/authorize',
      {
        response_type: 'code',
        client_id: 'x-id',
        redirect_uri: redirectUri,
        scope: 'tweet.read tweet.write users.read media.write offline.access',
        state: 'st',
        code_challenge: 'chal',
        code_challenge_method: 'S256',
      },
    );
    expect(() => client.authorizeUrl({ state: 'st', redirectUri })).toThrow(/PKCE/);
  });

  it('exchanges the code with Basic client auth and the code verifier', async () => {
    const { client } = await twitter.start([
      tokenRoute({
        form: {
          grant_type: 'authorization_code',
          code: 'x-code',
          redirect_uri: redirectUri,
          code_verifier: 'the-verifier',
        },
        answer: bearerTokenAnswer('x-access', 7200, {
          refresh_token: 'x-refresh',
          scope: 'tweet.read tweet.write users.read media.write offline.access',
        }),
      }),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({
      code: 'x-code',
      redirectUri,
      codeVerifier: 'the-verifier',
    });
    expect(tokens).toMatchObject({
      accessToken: 'x-access',
      refreshToken: 'x-refresh',
      refreshTokenExpiresAt: null,
      scopes: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
    });
    expectSecondsFromNow(tokens.expiresAt, 7200, before);
  });

  it("reports X's own text when it refuses the code", async () => {
    const { client } = await twitter.start([
      tokenRoute({
        form: {
          grant_type: 'authorization_code',
          code: 'stale-code',
          redirect_uri: redirectUri,
          code_verifier: 'v',
        },
        status: 400,
        answer: {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        },
      }),
    ]);
    const error = await client
      .exchangeCode({ code: 'stale-code', redirectUri, codeVerifier: 'v' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      platform: 'twitter',
      errorClass: 'invalid_content',
      status: 400,
      message:
        'X refused the authorization code: Value passed for the authorization code was invalid.',
    });
  });

  it('refreshes with Basic auth and returns the rotated refresh token', async () => {
    const { client } = await twitter.start([
      tokenRoute({
        form: { grant_type: 'refresh_token', refresh_token: 'x-refresh-1' },
        answer: bearerTokenAnswer('x-access-2', 7200, {
          refresh_token: 'x-refresh-2',
          scope: 'tweet.read offline.access',
        }),
      }),
    ]);
    const tokens = await client.refresh({ accessToken: 'x-access-1', refreshToken: 'x-refresh-1' });
    expect(tokens).toMatchObject({ accessToken: 'x-access-2', refreshToken: 'x-refresh-2' });
  });

  it('classifies a used-up refresh token as auth', async () => {
    const { client } = await twitter.start([
      tokenRoute({
        form: { grant_type: 'refresh_token', refresh_token: 'x-refresh-old' },
        status: 400,
        answer: {
          error: 'invalid_request',
          error_description: 'Value passed for the token was invalid.',
        },
      }),
      tokenRoute({
        form: { grant_type: 'refresh_token', refresh_token: 'x-refresh-revoked' },
        status: 400,
        answer: { error: 'invalid_grant', error_description: 'Token was revoked.' },
      }),
    ]);
    await expect(
      client.refresh({ accessToken: 'a', refreshToken: 'x-refresh-revoked' }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'X refused the token refresh: Token was revoked.',
    });
    await expect(
      client.refresh({ accessToken: 'a', refreshToken: 'x-refresh-old' }),
    ).rejects.toMatchObject({ errorClass: 'invalid_content' });
  });

  it('revokes the access token with Basic auth', async () => {
    const revokeRoute = tokenEndpointRoutes('/twitter/api/2/oauth2/revoke', basicAuth);
    const { client, fake } = await twitter.start([
      revokeRoute({
        form: { token: 'x-access', token_type_hint: 'access_token' },
        answer: { revoked: true },
      }),
    ]);
    await client.revoke?.({ accessToken: 'x-access', refreshToken: 'x-refresh' });
    expect(fake.received).toEqual(['POST /twitter/api/2/oauth2/revoke']);
  });

  it('maps users/me to a profile', async () => {
    const { client } = await twitter.start([
      {
        method: 'GET',
        path: '/twitter/api/2/users/me',
        query: { 'user.fields': 'profile_image_url' },
        authorization: 'Bearer x-access',
        answer: {
          data: {
            id: '2244994945',
            name: 'Fanout Test',
            username: 'fanout_test',
            profile_image_url: 'https://pbs.twimg.test/p.jpg',
          },
        },
      },
    ]);
    expect(await client.fetchProfile('x-access')).toEqual({
      externalId: '2244994945',
      username: 'fanout_test',
      displayName: 'Fanout Test',
      avatarUrl: 'https://pbs.twimg.test/p.jpg',
      details: {},
    });
  });
});
