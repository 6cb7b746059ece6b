import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { LIVE_HOSTS } from '../platform-hosts';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import { useFakePlatforms, type FakeRoute } from '../testing/fake-platform-server';

const credentials = { facebook: { clientId: 'fb-id', clientSecret: 'fb-secret' } };
const redirectUri = 'https://fanout.test/api/oauth/callback/facebook';
const tokenPath = '/facebook/graph/v21.0/oauth/access_token';
const fakes = useFakePlatforms();

function longLivedExchange(from: string, to: string): FakeRoute {
  return {
    method: 'GET',
    path: tokenPath,
    query: {
      grant_type: 'fb_exchange_token',
      client_id: 'fb-id',
      client_secret: 'fb-secret',
      fb_exchange_token: from,
    },
    answer: { access_token: to, token_type: 'bearer', expires_in: 5184000 },
  };
}

describe('Facebook OAuth client', () => {
  it('builds the versioned dialog URL with comma-separated scopes', () => {
    const client = createPlatformClients({ hosts: LIVE_HOSTS, credentials }).oauth.facebook;
    const url = new URL(client.authorizeUrl({ state: 'st', redirectUri }));
    expect(client.usesPkce).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fb-id',
      redirect_uri: redirectUri,
      state: 'st',
      scope: 'pages_show_list,pages_read_engagement,pages_manage_posts',
      response_type: 'code',
    });
  });

  it('exchanges the code, then the short-lived token for a long-lived one', async () => {
    const fake = await fakes.start([
      {
        method: 'GET',
        path: tokenPath,
        query: {
          client_id: 'fb-id',
          redirect_uri: redirectUri,
          client_secret: 'fb-secret',
          code: 'fb-code',
        },
        answer: { access_token: 'fb-short', token_type: 'bearer', expires_in: 5400 },
      },
      longLivedExchange('fb-short', 'fb-long'),
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.facebook;
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'fb-code', redirectUri });
    expect(tokens).toMatchObject({ accessToken: 'fb-long', refreshToken: null });
    expectSecondsFromNow(tokens.expiresAt, 5184000, before);
    expect(fake.received).toEqual([`GET ${tokenPath}`, `GET ${tokenPath}`]);
  });

  it('refreshes by exchanging the current long-lived token', async () => {
    const fake = await fakes.start([longLivedExchange('fb-long', 'fb-long-2')]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.facebook;
    const tokens = await client.refresh({ accessToken: 'fb-long', refreshToken: null });
    expect(tokens).toMatchObject({ accessToken: 'fb-long-2', refreshToken: null });
  });

  it('maps me to the profile and revokes the permissions', async () => {
    const fake = await fakes.start([
      {
        method: 'GET',
        path: '/facebook/graph/v21.0/me',
        query: { fields: 'id,name,picture', access_token: 'fb-long' },
        answer: { id: '1001', name: 'Ada L', picture: { data: { url: 'https://fb.test/p.jpg' } } },
      },
      {
        method: 'DELETE',
        path: '/facebook/graph/v21.0/me/permissions',
        query: { access_token: 'fb-long' },
        answer: { success: true },
      },
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.facebook;
    expect(await client.fetchProfile('fb-long')).toEqual({
      externalId: '1001',
      username: 'Ada L',
      displayName: 'Ada L',
      avatarUrl: 'https://fb.test/p.jpg',
      details: {},
    });
    await client.revoke?.({ accessToken: 'fb-long', refreshToken: null });
    expect(fake.received).toContain('DELETE /facebook/graph/v21.0/me/permissions');
  });

  it('lists the Pages, following the paging cursor', async () => {
    const fields = 'id,name,access_token,category,tasks';
    const page = (id: string) => ({
      id,
      name: `Page ${id}`,
      access_token: `page-token-${id}`,
      category: 'Brand',
      tasks: ['CREATE_CONTENT'],
    });
    const fake = await fakes.start([
      {
        method: 'GET',
        path: '/facebook/graph/v21.0/me/accounts',
        query: { fields, access_token: 'fb-long' },
        answer: {
          data: [page('1'), page('2')],
          paging: { cursors: { after: 'c2' }, next: 'https://graph.test/next' },
        },
      },
      {
        method: 'GET',
        path: '/facebook/graph/v21.0/me/accounts',
        query: { fields, access_token: 'fb-long', after: 'c2' },
        answer: {
          data: [{ ...page('3'), category: undefined }],
          paging: { cursors: { after: 'c3' } },
        },
      },
    ]);
    const clients = createPlatformClients({ hosts: fake.hosts, credentials });
    expect(await clients.facebookPages('fb-long')).toEqual([
      { id: '1', name: 'Page 1', access_token: 'page-token-1', category: 'Brand' },
      { id: '2', name: 'Page 2', access_token: 'page-token-2', category: 'Brand' },
      { id: '3', name: 'Page 3', access_token: 'page-token-3', category: null },
    ]);
  });
});
