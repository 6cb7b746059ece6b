import { describe, expect, it } from 'vitest';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import type { FakeRoute } from '../testing/fake-platform-server';
import { bearerTokenAnswer, tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const threads = useOAuthClient('threads', { clientId: 'th-id', clientSecret: 'th-secret' });
const { redirectUri } = threads;
const tokenRoute = tokenEndpointRoutes('/threads/graph/oauth/access_token');

function refreshRoute(accessToken: string, reply: Pick<FakeRoute, 'status' | 'answer'>): FakeRoute {
  return {
    method: 'GET',
    path: '/threads/graph/refresh_access_token',
    query: { grant_type: 'th_refresh_token', access_token: accessToken },
    ...reply,
  };
}

describe('Threads OAuth client', () => {
  it('builds the authorize URL with comma-separated scopes', () => {
    const client = threads.live();
    expect(client.usesPkce).toBe(false);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st', redirectUri }),
      'https://threads.net/oauth/authorize',
      {
        client_id: 'th-id',
        redirect_uri: redirectUri,
        scope:
          'threads_basic,threads_content_publish,threads_manage_replies,threads_read_replies,threads_manage_insights',
        response_type: 'code',
        state: 'st',
      },
    );
  });

  it('exchanges the code, then the short-lived token for a long-lived one', async () => {
    const { client, fake } = await threads.start([
      tokenRoute({
        form: {
          client_id: 'th-id',
          client_secret: 'th-secret',
          code: 'th-code',
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        answer: { access_token: 'th-short', user_id: 1234 },
      }),
      {
        method: 'GET',
        path: '/threads/graph/access_token',
        query: {
          grant_type: 'th_exchange_token',
          client_secret: 'th-secret',
          access_token: 'th-short',
        },
        answer: bearerTokenAnswer('th-long', 5184000),
      },
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'th-code', redirectUri });
    expect(tokens).toMatchObject({
      accessToken: 'th-long',
      refreshToken: null,
      refreshTokenExpiresAt: null,
    });
    expectSecondsFromNow(tokens.expiresAt, 5184000, before);
    expect(fake.received).toEqual([
      'POST /threads/graph/oauth/access_token',
      'GET /threads/graph/access_token',
    ]);
  });

  it('refreshes the long-lived token itself', async () => {
    const { client } = await threads.start([
      refreshRoute('th-long', { answer: bearerTokenAnswer('th-long-2', 5184000) }),
    ]);
    const tokens = await client.refresh({ accessToken: 'th-long', refreshToken: null });
    expect(tokens).toMatchObject({ accessToken: 'th-long-2', refreshToken: null });
  });

  it('maps me to a profile and offers no revocation', async () => {
    const { client } = await threads.start([
      {
        method: 'GET',
        path: '/threads/graph/v1.0/me',
        query: {
          fields: 'id,username,name,threads_profile_picture_url',
          access_token: 'th-long',
        },
        answer: {
          id: '1234',
          username: 'fanout.test',
          name: 'Fanout',
          threads_profile_picture_url: 'https://scontent.test/p.jpg',
        },
      },
    ]);
    expect(client.revoke).toBeUndefined();
    expect(await client.fetchProfile('th-long')).toEqual({
      externalId: '1234',
      username: 'fanout.test',
      displayName: 'Fanout',
      avatarUrl: 'https://scontent.test/p.jpg',
      details: {},
    });
  });

  it('reads Meta-style errors', async () => {
    const { client } = await threads.start([
      refreshRoute('th-dead', {
        status: 400,
        answer: {
          error: {
            message: 'Error validating access token: Session has expired.',
            type: 'OAuthException',
            code: 190,
          },
        },
      }),
    ]);
    await expect(
      client.refresh({ accessToken: 'th-dead', refreshToken: null }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      message:
        'Threads refused the token refresh: Error validating access token: Session has expired.',
    });
  });
});
