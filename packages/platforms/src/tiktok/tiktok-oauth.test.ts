import { describe, expect, it } from 'vitest';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import type { FakeRoute } from '../testing/fake-platform-server';
import { tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const tiktok = useOAuthClient('tiktok', { clientId: 'tt-key', clientSecret: 'tt-secret' });
const { redirectUri } = tiktok;
const tokenRoute = tokenEndpointRoutes('/tiktok/api/v2/oauth/token/');

function tokenAnswer(access: string, refresh: string) {
  return {
    open_id: 'open-1',
    scope: 'user.info.basic,video.publish,video.upload',
    access_token: access,
    expires_in: 7200,
    refresh_token: refresh,
    refresh_expires_in: 15552000,
    token_type: 'Bearer',
  };
}

/** The refresh grant's form, key and secret included, as TikTok documents it. */
function refreshForm(refreshToken: string): Record<string, string> {
  return {
    client_key: 'tt-key',
    client_secret: 'tt-secret',
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  };
}

function userInfoRoute(accessToken: string, answer: unknown): FakeRoute {
  return {
    method: 'GET',
    path: '/tiktok/api/v2/user/info/',
    query: { fields: 'open_id,union_id,avatar_url,display_name,username' },
    authorization: `Bearer ${accessToken}`,
    answer,
  };
}

describe('TikTok OAuth client', () => {
  it('builds the authorize URL with client_key', () => {
    const client = tiktok.live();
    expect(client.usesPkce).toBe(false);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st', redirectUri }),
      'https://www.tiktok.com/v2/auth/authorize/',
      {
        client_key: 'tt-key',
        scope: 'user.info.basic,video.publish,video.upload,video.list',
        response_type: 'code',
        redirect_uri: redirectUri,
        state: 'st',
      },
    );
  });

  it('exchanges the code with the key and secret in the body', async () => {
    const { client } = await tiktok.start([
      tokenRoute({
        form: {
          client_key: 'tt-key',
          client_secret: 'tt-secret',
          code: 'tt-code',
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        },
        answer: tokenAnswer('tt-access', 'tt-refresh'),
      }),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({ code: 'tt-code', redirectUri });
    expect(tokens).toMatchObject({
      accessToken: 'tt-access',
      refreshToken: 'tt-refresh',
      scopes: ['user.info.basic', 'video.publish', 'video.upload'],
    });
    expectSecondsFromNow(tokens.expiresAt, 7200, before);
    expectSecondsFromNow(tokens.refreshTokenExpiresAt, 15552000, before);
  });

  it('refreshes and returns the rotated refresh token', async () => {
    const { client } = await tiktok.start([
      tokenRoute({
        form: refreshForm('tt-refresh'),
        answer: tokenAnswer('tt-access-2', 'tt-refresh-2'),
      }),
    ]);
    const tokens = await client.refresh({ accessToken: 'tt-access', refreshToken: 'tt-refresh' });
    expect(tokens).toMatchObject({ accessToken: 'tt-access-2', refreshToken: 'tt-refresh-2' });
  });

  it('treats an OAuth error carried by a 200 answer as a failure', async () => {
    const { client } = await tiktok.start([
      tokenRoute({
        form: refreshForm('tt-refresh-used'),
        answer: {
          error: 'invalid_grant',
          error_description: 'Refresh token is invalid or expired.',
          log_id: 'log-1',
        },
      }),
    ]);
    await expect(
      client.refresh({ accessToken: 'tt-access', refreshToken: 'tt-refresh-used' }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      status: 200,
      message: 'TikTok refused the token refresh: Refresh token is invalid or expired.',
    });
  });

  it('maps user info to a profile', async () => {
    const { client } = await tiktok.start([
      userInfoRoute('tt-access', {
        data: {
          user: {
            open_id: 'open-1',
            union_id: 'union-1',
            avatar_url: 'https://p16.tiktok.test/a.jpg',
            display_name: 'Fanout',
            username: 'fanout.tt',
          },
        },
        error: { code: 'ok', message: '', log_id: 'log-2' },
      }),
    ]);
    expect(await client.fetchProfile('tt-access')).toEqual({
      externalId: 'open-1',
      username: 'fanout.tt',
      displayName: 'Fanout',
      avatarUrl: 'https://p16.tiktok.test/a.jpg',
      details: {},
    });
  });

  it('reads the API error of a 200 answer (error.code other than "ok")', async () => {
    const { client } = await tiktok.start([
      userInfoRoute('tt-dead', {
        data: {},
        error: {
          code: 'access_token_invalid',
          message: 'The access token is invalid or not found in the request.',
          log_id: 'log-3',
        },
      }),
    ]);
    await expect(client.fetchProfile('tt-dead')).rejects.toMatchObject({
      platform: 'tiktok',
      errorClass: 'auth',
      message:
        'TikTok refused the profile request: The access token is invalid or not found in the request.',
    });
  });

  it('queries the creator info and revokes', async () => {
    const revokeRoute = tokenEndpointRoutes('/tiktok/api/v2/oauth/revoke/');
    const { clients, fake } = await tiktok.start([
      {
        method: 'POST',
        path: '/tiktok/api/v2/post/publish/creator_info/query/',
        authorization: 'Bearer tt-access',
        json: {},
        answer: {
          data: {
            creator_avatar_url: 'https://p16.tiktok.test/a.jpg',
            creator_username: 'fanout.tt',
            creator_nickname: 'Fanout',
            privacy_level_options: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
            comment_disabled: false,
            duet_disabled: false,
            stitch_disabled: true,
            max_video_post_duration_sec: 600,
          },
          error: { code: 'ok', message: '', log_id: 'log-4' },
        },
      },
      revokeRoute({
        form: { client_key: 'tt-key', client_secret: 'tt-secret', token: 'tt-access' },
        answer: {},
      }),
    ]);
    expect(await clients.tiktokCreatorInfo('tt-access')).toEqual({
      creatorUsername: 'fanout.tt',
      creatorNickname: 'Fanout',
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    });
    await clients.oauth.tiktok.revoke?.({ accessToken: 'tt-access', refreshToken: 'tt-refresh' });
    expect(fake.received).toContain('POST /tiktok/api/v2/oauth/revoke/');
  });
});
