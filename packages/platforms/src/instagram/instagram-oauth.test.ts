import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { PlatformError } from '../platform-client';
import { LIVE_HOSTS } from '../platform-hosts';
import { useFakePlatforms, type FakeRoute } from '../testing/fake-platform-server';

const credentials = { instagram: { clientId: 'fb-id', clientSecret: 'fb-secret' } };
const redirectUri = 'https://fanout.test/api/oauth/callback/instagram';
const fakes = useFakePlatforms();

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
    const client = createPlatformClients({ hosts: LIVE_HOSTS, credentials }).oauth.instagram;
    const url = new URL(client.authorizeUrl({ state: 'st', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe(
      'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement',
    );
    expect(url.searchParams.get('client_id')).toBe('fb-id');
  });

  it("reuses Meta's two-step token exchange", async () => {
    const tokenPath = '/facebook/graph/v21.0/oauth/access_token';
    const fake = await fakes.start([
      {
        method: 'GET',
        path: tokenPath,
        query: {
          client_id: 'fb-id',
          redirect_uri: redirectUri,
          client_secret: 'fb-secret',
          code: 'ig-code',
        },
        answer: { access_token: 'fb-short', token_type: 'bearer', expires_in: 5400 },
      },
      {
        method: 'GET',
        path: tokenPath,
        query: {
          grant_type: 'fb_exchange_token',
          client_id: 'fb-id',
          client_secret: 'fb-secret',
          fb_exchange_token: 'fb-short',
        },
        answer: { access_token: 'fb-long', token_type: 'bearer', expires_in: 5184000 },
      },
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.instagram;
    const tokens = await client.exchangeCode({ code: 'ig-code', redirectUri });
    expect(tokens).toMatchObject({ accessToken: 'fb-long', refreshToken: null });
  });

  it('takes the first Page with a linked professional account', async () => {
    const fake = await fakes.start([
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
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.instagram;
    expect(await client.fetchProfile('fb-long')).toEqual({
      externalId: '17841400000000001',
      username: 'fanout.shop',
      displayName: 'Fanout Shop',
      avatarUrl: 'https://ig.test/p.jpg',
      details: { facebookPageId: 'p2' },
    });
  });

  it('explains when no Page has an Instagram professional account', async () => {
    const fake = await fakes.start([
      pagesRoute([{ id: 'p1', name: 'No IG', access_token: 'pt1' }]),
    ]);
    const client = createPlatformClients({ hosts: fake.hosts, credentials }).oauth.instagram;
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
