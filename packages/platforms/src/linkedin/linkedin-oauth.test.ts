import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { LIVE_HOSTS } from '../platform-hosts';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import { tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const linkedin = useOAuthClient('linkedin', { clientId: 'li-id', clientSecret: 'li-secret' });
const { redirectUri } = linkedin;
const tokenRoute = tokenEndpointRoutes('/linkedin/www/oauth/v2/accessToken');

describe('LinkedIn OAuth client', () => {
  it('builds the authorize URL without PKCE', () => {
    const client = linkedin.live();
    expect(client.usesPkce).toBe(false);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st-1', redirectUri }),
      'https://www.linkedin.com/oauth/v2/authorization',
      {
        response_type: 'code',
        client_id: 'li-id',
        redirect_uri: redirectUri,
        state: 'st-1',
        scope: 'openid profile w_member_social',
      },
    );
  });

  it('asks for r_member_social too when the operator says the app is approved for it', () => {
    const client = createPlatformClients({
      hosts: LIVE_HOSTS,
      credentials: { linkedin: { clientId: 'li-id', clientSecret: 'li-secret' } },
      linkedInReadPosts: true,
    }).oauth.linkedin;
    expect(client.scopes).toEqual(['openid', 'profile', 'w_member_social', 'r_member_social']);
    expect(
      new URL(client.authorizeUrl({ state: 'st-1', redirectUri })).searchParams.get('scope'),
    ).toBe('openid profile w_member_social r_member_social');
    expect(linkedin.live().scopes).toEqual(['openid', 'profile', 'w_member_social']);
  });

  it('asks for r_member_postAnalytics when the operator says the app is approved for it', () => {
    const client = createPlatformClients({
      hosts: LIVE_HOSTS,
      credentials: { linkedin: { clientId: 'li-id', clientSecret: 'li-secret' } },
      linkedInPostAnalytics: true,
    }).oauth.linkedin;
    expect(client.scopes).toEqual([
      'openid',
      'profile',
      'w_member_social',
      'r_member_postAnalytics',
    ]);
    expect(
      new URL(client.authorizeUrl({ state: 'st-1', redirectUri })).searchParams.get('scope'),
    ).toBe('openid profile w_member_social r_member_postAnalytics');
  });

  it('exchanges the code with the app credentials in the form body', async () => {
    const { client } = await linkedin.start([
      tokenRoute({
        form: {
          grant_type: 'authorization_code',
          code: 'li-code',
          redirect_uri: redirectUri,
          client_id: 'li-id',
          client_secret: 'li-secret',
        },
        answer: {
          access_token: 'li-access',
          expires_in: 5184000,
          refresh_token: 'li-refresh',
          refresh_token_expires_in: 31536000,
          scope: 'openid,profile,w_member_social',
        },
      }),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'li-code', redirectUri });
    expect(tokens).toMatchObject({
      accessToken: 'li-access',
      refreshToken: 'li-refresh',
      scopes: ['openid', 'profile', 'w_member_social'],
    });
    expectSecondsFromNow(tokens.expiresAt, 5184000, before);
    expectSecondsFromNow(tokens.refreshTokenExpiresAt, 31536000, before);
  });

  it('refreshes with the refresh token and credentials in the body', async () => {
    const { client } = await linkedin.start([
      tokenRoute({
        form: {
          grant_type: 'refresh_token',
          refresh_token: 'li-refresh',
          client_id: 'li-id',
          client_secret: 'li-secret',
        },
        answer: {
          access_token: 'li-access-2',
          expires_in: 5184000,
          refresh_token: 'li-refresh',
          refresh_token_expires_in: 30000000,
        },
      }),
    ]);
    const tokens = await client.refresh({ accessToken: 'li-access', refreshToken: 'li-refresh' });
    expect(tokens).toMatchObject({ accessToken: 'li-access-2', refreshToken: 'li-refresh' });
  });

  it('cannot refresh without a refresh token', async () => {
    const client = linkedin.live();
    await expect(client.refresh({ accessToken: 'a', refreshToken: null })).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'LinkedIn gave no refresh token for this account: reconnect it',
    });
  });

  it('maps userinfo to a profile with the member URN', async () => {
    const { client } = await linkedin.start([
      {
        method: 'GET',
        path: '/linkedin/api/v2/userinfo',
        authorization: 'Bearer li-access',
        answer: {
          sub: 'abc123',
          name: 'Ada Lovelace',
          given_name: 'Ada',
          family_name: 'Lovelace',
          picture: 'https://media.licdn.test/ada.jpg',
        },
      },
    ]);
    expect(client.revoke).toBeUndefined();
    expect(await client.fetchProfile('li-access')).toEqual({
      externalId: 'abc123',
      username: 'Ada Lovelace',
      displayName: 'Ada Lovelace',
      avatarUrl: 'https://media.licdn.test/ada.jpg',
      details: { memberUrn: 'urn:li:person:abc123' },
    });
  });
});
