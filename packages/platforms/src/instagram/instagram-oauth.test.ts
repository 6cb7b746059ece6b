import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform-client';
import type { FakeRoute } from '../testing/fake-platform-server';
import { metaCodeExchangeRoute, metaLongLivedExchangeRoute } from '../testing/meta-token-routes';
import { useOAuthClient } from '../testing/use-platform-clients';

const app = { clientId: 'fb-id', clientSecret: 'fb-secret' };
const instagram = useOAuthClient('instagram', app);
const { redirectUri } = instagram;

function pagesRoute(data: unknown[]): FakeRoute {
  return {
    method: 'GET',
    path: '/facebook/graph/v21.0/me/accounts',
    query: {
      fields:
        'id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}',
      access_token: 'fb-long',
    },
    answer: { data },
  };
}

describe('Instagram OAuth client', () => {
  it('uses the Facebook dialog with the Instagram scopes', () => {
    const client = instagram.live();
    const url = new URL(client.authorizeUrl({ state: 'st', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe(
      'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement,instagram_manage_comments,instagram_manage_insights',
    );
    expect(url.searchParams.get('client_id')).toBe('fb-id');
  });

  it("reuses Meta's two-step token exchange", async () => {
    const { client } = await instagram.start([
      metaCodeExchangeRoute(app, { code: 'ig-code', redirectUri, token: 'fb-short' }),
      metaLongLivedExchangeRoute(app, 'fb-short', 'fb-long'),
    ]);
    const tokens = await client.exchangeCode({ code: 'ig-code', redirectUri });
    expect(tokens).toMatchObject({ accessToken: 'fb-long', refreshToken: null });
  });

  it('takes the first Page with a linked professional account', async () => {
    const { client } = await instagram.start([
      pagesRoute([
        { id: 'p1', name: 'No IG', access_token: 'pt1' },
        {
          id: 'p2',
          name: 'Shop',
          access_token: 'pt2',
          instagram_business_account: {
            id: '17841400000000001',
            username: 'fanout.shop',
            name: 'Fanout Shop',
            profile_picture_url: 'https://ig.test/p.jpg',
          },
        },
      ]),
    ]);
    expect(await client.fetchProfile('fb-long')).toEqual({
      externalId: '17841400000000001',
      username: 'fanout.shop',
      displayName: 'Fanout Shop',
      avatarUrl: 'https://ig.test/p.jpg',
      details: { facebookPageId: 'p2' },
    });
  });

  it('explains when no Page has an Instagram professional account', async () => {
    const { client } = await instagram.start([
      pagesRoute([{ id: 'p1', name: 'No IG', access_token: 'pt1' }]),
    ]);
    const error = await client.fetchProfile('fb-long').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      platform: 'instagram',
      message: expect.stringMatching(
        /^No Instagram professional account is linked to your Facebook Pages/,
      ),
    });
  });
});
