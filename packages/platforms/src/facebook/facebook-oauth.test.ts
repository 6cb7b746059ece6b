import { describe, expect, it } from 'vitest';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import {
  META_TOKEN_PATH,
  metaCodeExchangeRoute,
  metaLongLivedExchangeRoute,
} from '../testing/meta-token-routes';
import { useOAuthClient } from '../testing/use-platform-clients';

const app = { clientId: 'fb-id', clientSecret: 'fb-secret' };
const facebook = useOAuthClient('facebook', app);
const { redirectUri } = facebook;

describe('Facebook OAuth client', () => {
  it('builds the versioned dialog URL with comma-separated scopes', () => {
    const client = facebook.live();
    expect(client.usesPkce).toBe(false);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st', redirectUri }),
      'https://www.facebook.com/v21.0/dialog/oauth',
      {
        client_id: 'fb-id',
        redirect_uri: redirectUri,
        state: 'st',
        scope:
          'pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement,read_insights',
        response_type: 'code',
      },
    );
  });

  it('exchanges the code, then the short-lived token for a long-lived one', async () => {
    const { client, fake } = await facebook.start([
      metaCodeExchangeRoute(app, { code: 'fb-code', redirectUri, token: 'fb-short' }),
      metaLongLivedExchangeRoute(app, 'fb-short', 'fb-long'),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'fb-code', redirectUri });
    expect(tokens).toMatchObject({ accessToken: 'fb-long', refreshToken: null });
    expectSecondsFromNow(tokens.expiresAt, 5184000, before);
    expect(fake.received).toEqual([`GET ${META_TOKEN_PATH}`, `GET ${META_TOKEN_PATH}`]);
  });

  it('refreshes by exchanging the current long-lived token', async () => {
    const { client } = await facebook.start([
      metaLongLivedExchangeRoute(app, 'fb-long', 'fb-long-2'),
    ]);
    const tokens = await client.refresh({ accessToken: 'fb-long', refreshToken: null });
    expect(tokens).toMatchObject({ accessToken: 'fb-long-2', refreshToken: null });
  });

  it('maps me to the profile and revokes the permissions', async () => {
    const { client, fake } = await facebook.start([
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
    const { clients } = await facebook.start([
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
    expect(await clients.facebookPages('fb-long')).toEqual([
      { id: '1', name: 'Page 1', access_token: 'page-token-1', category: 'Brand' },
      { id: '2', name: 'Page 2', access_token: 'page-token-2', category: 'Brand' },
      { id: '3', name: 'Page 3', access_token: 'page-token-3', category: null },
    ]);
  });
});
