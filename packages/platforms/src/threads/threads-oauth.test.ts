import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { LIVE_HOSTS } from '../platform-hosts';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import { useFakePlatforms } from '../testing/fake-platform-server';

const credentials = { threads: { clientId: 'th-id', clientSecret: 'th-secret' } };
const redirectUri = 'https://fanout.test/api/oauth/callback/threads';
const fakes = useFakePlatforms();

describe('Threads OAuth client', () => {
  it('builds the authorize URL with comma-separated scopes', () => {
    const client = createPlatformClients({ hosts: LIVE_HOSTS, credentials }).oauth.threads;
    const url = new URL(client.authorizeUrl({ state: 'st', redirectUri }));
    expect(client.usesPkce).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe('https://threads.net/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'th-id',
      redirect_uri: redirectUri,
      scope: 'threads_basic,threads_content_publish',
      response_type: 'code',
      state: 'st',
    });
  });

  it('exchanges the code, then the short-lived token for a long-lived one', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/threads/graph/oauth/access_token',
        form: {
          client_id: 'th-id',
          client_secret: 'th-secret',
          code: 'th-code',
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        answer: { access_token: 'th-short', user_id: 1234 },
      },
      {
        method: 'GET',
        path: '/threads/graph/access_token',
        query: {
          grant_type: 'th_exchange_token',
          client_secret: 'th-secret',
          access_token: 'th-short',
        },
        answer: { access_token: 'th-long', token_type: 'bearer', expires_in: 5184000 },
      },
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.threads;
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
    const fake = await fakes.start([
      {
        method: 'GET',
        path: '/threads/graph/refresh_access_token',
        query: { grant_type: 'th_refresh_token', access_token: 'th-long' },
        answer: { access_token: 'th-long-2', token_type: 'bearer', expires_in: 5184000 },
      },
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.threads;
    const tokens = await client.refresh({ accessToken: 'th-long', refreshToken: null });
    expect(tokens).toMatchObject({ accessToken: 'th-long-2', refreshToken: null });
  });

  it('maps me to a profile and offers no revocation', async () => {
    const fake = await fakes.start([
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
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.threads;
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
    const fake = await fakes.start([
      {
        method: 'GET',
        path: '/threads/graph/refresh_access_token',
        query: { grant_type: 'th_refresh_token', access_token: 'th-dead' },
        status: 400,
        answer: {
          error: {
            message: 'Error validating access token: Session has expired.',
            type: 'OAuthException',
            code: 190,
          },
        },
      },
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.threads;
    await expect(
      client.refresh({ accessToken: 'th-dead', refreshToken: null }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      message:
        'Threads refused the token refresh: Error validating access token: Session has expired.',
    });
  });
});
