import { describe, expect, it } from 'vitest';
import { createPlatformClients } from './create-platform-clients';
import { PlatformError } from './platform-client';
import { LIVE_HOSTS, OAUTH_PLATFORMS, type OAuthPlatform } from './platform-hosts';

const NOT_CONFIGURED: Record<OAuthPlatform, string> = {
  linkedin: 'LinkedIn is not configured: set LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET',
  twitter: 'X is not configured: set X_CLIENT_ID and X_CLIENT_SECRET',
  threads: 'Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET',
  youtube: 'YouTube is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
  instagram: 'Instagram is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
  facebook: 'Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
  pinterest: 'Pinterest is not configured: set PINTEREST_APP_ID and PINTEREST_APP_SECRET',
  tiktok: 'TikTok is not configured: set TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET',
};

describe('createPlatformClients', () => {
  const clients = createPlatformClients({ hosts: LIVE_HOSTS, credentials: {} });

  it.each(OAUTH_PLATFORMS)('%s without credentials throws on every method', async (platform) => {
    const client = clients.oauth[platform];
    const expected = { platform, errorClass: 'auth', message: NOT_CONFIGURED[platform] };
    expect(client.platform).toBe(platform);
    let thrown: unknown;
    try {
      client.authorizeUrl({ state: 's', redirectUri: 'https://f.test/cb', codeChallenge: 'c' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PlatformError);
    expect(thrown).toMatchObject(expected);
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    await expect(
      client.exchangeCode({ code: 'c', redirectUri: 'u', codeVerifier: 'v' }),
    ).rejects.toMatchObject(expected);
    await expect(client.refresh(tokens)).rejects.toMatchObject(expected);
    await expect(client.fetchProfile('a')).rejects.toMatchObject(expected);
    if (client.revoke) await expect(client.revoke(tokens)).rejects.toMatchObject(expected);
  });

  it('the extras of an unconfigured platform throw too', async () => {
    await expect(clients.facebookPages('a')).rejects.toMatchObject({
      message: NOT_CONFIGURED.facebook,
    });
    await expect(clients.pinterestBoards('a')).rejects.toMatchObject({
      message: NOT_CONFIGURED.pinterest,
    });
    await expect(clients.tiktokCreatorInfo('a')).rejects.toMatchObject({
      message: NOT_CONFIGURED.tiktok,
    });
  });

  it('PKCE is used by X and YouTube only', () => {
    const withPkce = OAUTH_PLATFORMS.filter((platform) => clients.oauth[platform].usesPkce);
    expect(withPkce.sort()).toEqual(['twitter', 'youtube']);
  });
});
