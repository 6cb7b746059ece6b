import { describe, expect, it } from 'vitest';
import {
  consentClient,
  expectConsentPage,
  expectConsentRedirects,
  json,
  redirectUriFor,
  urlWith,
  useSandbox,
  type ConsentClient,
} from '../testing/sandbox-test-kit';

const DIALOG = '/sandbox/facebook/web/v21.0/dialog/oauth';
const GRAPH = '/sandbox/facebook/graph/v21.0';
const CLIENT = { client_id: 'sandbox-facebook', client_secret: 'sandbox-secret' };
const FACEBOOK = {
  client_id: 'sandbox-facebook',
  redirect_uri: redirectUriFor('facebook'),
  state: 'fb-state',
  scope: 'pages_show_list,pages_read_engagement,pages_manage_posts',
  response_type: 'code',
};

const sandbox = useSandbox();
const facebook = consentClient(sandbox, { authorize: DIALOG, params: FACEBOOK });
const instagram = consentClient(sandbox, {
  authorize: DIALOG,
  params: {
    ...FACEBOOK,
    redirect_uri: redirectUriFor('instagram'),
    scope: 'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement',
  },
});

function graph(path: string, query: Record<string, string>, method: 'GET' | 'DELETE' = 'GET') {
  return sandbox.app.inject({ method, url: urlWith(`${GRAPH}${path}`, query) });
}

async function longLivedToken(client: ConsentClient, account?: string): Promise<string> {
  const code = await client.approve(account);
  const short = await graph('/oauth/access_token', {
    ...CLIENT,
    redirect_uri: client.flow.params.redirect_uri ?? '',
    code,
  });
  expect(short.statusCode).toBe(200);
  expect(json(short)).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  const long = await graph('/oauth/access_token', {
    grant_type: 'fb_exchange_token',
    ...CLIENT,
    fb_exchange_token: String(json(short).access_token),
  });
  expect(long.statusCode).toBe(200);
  expect(json(long)).toMatchObject({ token_type: 'bearer', expires_in: 5_184_000 });
  return String(json(long).access_token);
}

describe('Facebook sandbox', () => {
  it('renders the dialog and redirects with code, or access_denied and user_denied', async () => {
    await expectConsentPage(facebook, ['Facebook', '<code>pages_manage_posts</code>']);
    const { approved, denied } = await expectConsentRedirects(facebook);
    expect(approved.searchParams.get('code')).toMatch(/^sbx_fb_code_/);
    expect(approved.searchParams.get('state')).toBe('fb-state');
    expect(denied.searchParams.get('error_reason')).toBe('user_denied');
    expect(denied.searchParams.get('state')).toBe('fb-state');
  });

  it('refuses the code exchange without the app secret, and a second use of the code', async () => {
    const code = await facebook.approve();
    const query = { client_id: 'sandbox-facebook', redirect_uri: FACEBOOK.redirect_uri, code };
    const noSecret = await graph('/oauth/access_token', query);
    expect(noSecret.statusCode).toBe(401);
    expect(json(noSecret)).toMatchObject({ error: { type: 'OAuthException', code: 101 } });
    expect((await graph('/oauth/access_token', { ...query, ...CLIENT })).statusCode).toBe(200);
    const reused = await graph('/oauth/access_token', { ...query, ...CLIENT });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ error: { code: 100, error_subcode: 36009 } });
  });

  it('answers /me and two Pages with Page tokens', async () => {
    const token = await longLivedToken(facebook, 'page_owner');
    const me = await graph('/me', { fields: 'id,name,picture', access_token: token });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({
      id: expect.stringMatching(/^\d{15}$/),
      name: 'Page Owner',
      picture: { data: expect.objectContaining({ url: expect.stringContaining('/avatars/') }) },
    });

    const pages = await graph('/me/accounts', {
      fields: 'id,name,access_token,category,tasks',
      access_token: token,
    });
    expect(pages.statusCode).toBe(200);
    const data = json(pages).data as Record<string, unknown>[];
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^\d{15}$/),
      name: 'Page Owner Studio',
      access_token: expect.stringMatching(/^sbx_fb_pt_/),
      category: 'Brand',
      tasks: expect.arrayContaining(['CREATE_CONTENT']),
    });
  });

  it('re-exchanges the long-lived token to refresh it, and revokes with DELETE /me/permissions', async () => {
    const token = await longLivedToken(facebook);
    const refreshed = await graph('/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      ...CLIENT,
      fb_exchange_token: token,
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = String(json(refreshed).access_token);
    expect(fresh).not.toBe(token);

    const revoked = await graph('/me/permissions', { access_token: fresh }, 'DELETE');
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked)).toEqual({ success: true });
    const after = await graph('/me', { access_token: fresh });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 190 } });
  });
});

describe('Instagram sandbox (on the Facebook hosts)', () => {
  it('shows an Instagram consent page and issues Instagram codes', async () => {
    await expectConsentPage(instagram, ['Instagram', 'value="sandbox_instagram_user"']);
    const approved = await instagram.consent();
    expect(approved.searchParams.get('code')).toMatch(/^sbx_ig_code_/);
    expect(approved.origin + approved.pathname).toBe(instagram.flow.params.redirect_uri);
  });

  it('lists the Pages with the Instagram professional account on the first', async () => {
    const token = await longLivedToken(instagram, 'insta_brand');
    const response = await graph('/me/accounts', {
      fields:
        'id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}',
      access_token: token,
    });
    expect(response.statusCode).toBe(200);
    const data = json(response).data as Record<string, unknown>[];
    expect(data[0]).toMatchObject({
      instagram_business_account: {
        id: expect.stringMatching(/^17841\d{10}$/),
        username: 'insta_brand',
        name: 'Insta Brand',
        profile_picture_url: expect.stringContaining('/avatars/instagram/insta_brand'),
      },
    });
    expect(data[1]).not.toHaveProperty('instagram_business_account');
    expect(sandbox.controller.requests.at(-1)).toEqual({
      platform: 'instagram',
      method: 'GET',
      path: `${GRAPH}/me/accounts`,
    });
  });
});
