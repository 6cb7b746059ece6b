import { describe, expect, it } from 'vitest';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import { basicHeader } from '../testing/fake-platform-server';
import { bearerTokenAnswer, tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const pinterest = useOAuthClient('pinterest', { clientId: 'pin-id', clientSecret: 'pin-secret' });
const { redirectUri } = pinterest;
const tokenRoute = tokenEndpointRoutes('/pinterest/api/v5/oauth/token', {
  authorization: basicHeader('pin-id', 'pin-secret'),
});

function tokenAnswer(access: string, refresh: string) {
  return bearerTokenAnswer(access, 2592000, {
    refresh_token: refresh,
    refresh_token_expires_in: 5184000,
    refresh_token_expires_at: 1900000000,
    scope: 'boards:read,pins:read,pins:write,user_accounts:read',
  });
}

describe('Pinterest OAuth client', () => {
  it('builds the authorize URL', () => {
    expectAuthorizeUrl(
      pinterest.live().authorizeUrl({ state: 'st', redirectUri }),
      'https://www.pinterest.com/oauth/',
      {
        client_id: 'pin-id',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'boards:read,pins:read,pins:write,user_accounts:read',
        state: 'st',
      },
    );
  });

  it('exchanges the code with Basic client auth', async () => {
    const { client } = await pinterest.start([
      tokenRoute({
        form: { grant_type: 'authorization_code', code: 'pin-code', redirect_uri: redirectUri },
        answer: tokenAnswer('pin-access', 'pin-refresh'),
      }),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'pin-code', redirectUri });
    expect(tokens).toMatchObject({
      accessToken: 'pin-access',
      refreshToken: 'pin-refresh',
      scopes: ['boards:read', 'pins:read', 'pins:write', 'user_accounts:read'],
    });
    expectSecondsFromNow(tokens.expiresAt, 2592000, before);
    expectSecondsFromNow(tokens.refreshTokenExpiresAt, 5184000, before);
  });

  it('refreshes continuously: a new refresh token with a new expiry', async () => {
    const { client } = await pinterest.start([
      tokenRoute({
        form: { grant_type: 'refresh_token', refresh_token: 'pin-refresh' },
        answer: tokenAnswer('pin-access-2', 'pin-refresh-2'),
      }),
    ]);
    const before = Date.now();
    const tokens = await client.refresh({ accessToken: 'pin-access', refreshToken: 'pin-refresh' });
    expect(tokens).toMatchObject({ accessToken: 'pin-access-2', refreshToken: 'pin-refresh-2' });
    expectSecondsFromNow(tokens.refreshTokenExpiresAt, 5184000, before);
  });

  it('maps the user account (username as id) and lists boards across bookmarks', async () => {
    const { clients } = await pinterest.start([
      {
        method: 'GET',
        path: '/pinterest/api/v5/user_account',
        authorization: 'Bearer pin-access',
        answer: {
          username: 'fanoutpins',
          profile_image: 'https://i.pinimg.test/p.jpg',
          account_type: 'BUSINESS',
        },
      },
      {
        method: 'GET',
        path: '/pinterest/api/v5/boards',
        query: { page_size: '100' },
        authorization: 'Bearer pin-access',
        answer: { items: [{ id: 'b1', name: 'Recipes', privacy: 'PUBLIC' }], bookmark: 'bm2' },
      },
      {
        method: 'GET',
        path: '/pinterest/api/v5/boards',
        query: { page_size: '100', bookmark: 'bm2' },
        authorization: 'Bearer pin-access',
        answer: { items: [{ id: 'b2', name: 'Travel', privacy: 'SECRET' }], bookmark: null },
      },
    ]);
    expect(clients.oauth.pinterest.revoke).toBeUndefined();
    expect(await clients.oauth.pinterest.fetchProfile('pin-access')).toEqual({
      externalId: 'fanoutpins',
      username: 'fanoutpins',
      displayName: null,
      avatarUrl: 'https://i.pinimg.test/p.jpg',
      details: { accountType: 'BUSINESS' },
    });
    expect(await clients.pinterestBoards('pin-access')).toEqual([
      { id: 'b1', name: 'Recipes' },
      { id: 'b2', name: 'Travel' },
    ]);
  });
});
