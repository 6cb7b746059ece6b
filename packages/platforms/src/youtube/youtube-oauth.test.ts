import { describe, expect, it } from 'vitest';
import { expectAuthorizeUrl } from '../testing/expect-authorize-url';
import { expectSecondsFromNow } from '../testing/expect-seconds-from-now';
import type { FakeRoute } from '../testing/fake-platform-server';
import { tokenEndpointRoutes } from '../testing/token-endpoint-fixtures';
import { useOAuthClient } from '../testing/use-platform-clients';

const youtube = useOAuthClient('youtube', { clientId: 'g-id', clientSecret: 'g-secret' });
const { redirectUri } = youtube;
const tokenRoute = tokenEndpointRoutes('/youtube/oauth2/token');

function channelsRoute(answer: unknown): FakeRoute {
  return {
    method: 'GET',
    path: '/youtube/api/youtube/v3/channels',
    query: { part: 'snippet', mine: 'true' },
    authorization: 'Bearer g-access',
    answer,
  };
}

describe('YouTube OAuth client', () => {
  it('asks for offline access, forced consent and PKCE', () => {
    const client = youtube.live();
    expect(client.usesPkce).toBe(true);
    expectAuthorizeUrl(
      client.authorizeUrl({ state: 'st', redirectUri, codeChallenge: 'chal' }),
      'https://accounts.google.com/o/oauth2/v2/auth',
      {
        response_type: 'code',
        client_id: 'g-id',
        redirect_uri: redirectUri,
        scope:
          'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/youtube.force-ssl',
        state: 'st',
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        code_challenge: 'chal',
        code_challenge_method: 'S256',
      },
    );
  });

  it('exchanges the code with the verifier and credentials in the body', async () => {
    const { client } = await youtube.start([
      tokenRoute({
        form: {
          grant_type: 'authorization_code',
          code: 'g-code',
          redirect_uri: redirectUri,
          client_id: 'g-id',
          client_secret: 'g-secret',
          code_verifier: 'g-verifier',
        },
        answer: {
          access_token: 'g-access',
          expires_in: 3599,
          refresh_token: 'g-refresh',
          scope: 'https://www.googleapis.com/auth/youtube.upload',
          token_type: 'Bearer',
        },
      }),
    ]);
    const before = Date.now();
    const tokens = await client.exchangeCode({
      code: 'g-code',
      redirectUri,
      codeVerifier: 'g-verifier',
    });
    expect(tokens).toMatchObject({
      accessToken: 'g-access',
      refreshToken: 'g-refresh',
      scopes: ['https://www.googleapis.com/auth/youtube.upload'],
    });
    expectSecondsFromNow(tokens.expiresAt, 3599, before);
  });

  it('refreshes without getting a new refresh token: null, the caller keeps its own', async () => {
    const { client } = await youtube.start([
      tokenRoute({
        form: {
          grant_type: 'refresh_token',
          refresh_token: 'g-refresh',
          client_id: 'g-id',
          client_secret: 'g-secret',
        },
        answer: { access_token: 'g-access-2', expires_in: 3599, scope: 'x', token_type: 'Bearer' },
      }),
    ]);
    const tokens = await client.refresh({ accessToken: 'g-access', refreshToken: 'g-refresh' });
    expect(tokens).toMatchObject({ accessToken: 'g-access-2', refreshToken: null });
  });

  it('maps the first channel to the profile', async () => {
    const { client } = await youtube.start([
      channelsRoute({
        items: [
          {
            id: 'UC123',
            snippet: {
              title: 'Fanout Channel',
              customUrl: '@fanout',
              thumbnails: { default: { url: 'https://yt3.test/t.jpg' } },
            },
          },
        ],
      }),
    ]);
    expect(await client.fetchProfile('g-access')).toEqual({
      externalId: 'UC123',
      username: '@fanout',
      displayName: 'Fanout Channel',
      avatarUrl: 'https://yt3.test/t.jpg',
      details: {},
    });
  });

  it('explains a Google account without a channel', async () => {
    const { client } = await youtube.start([
      channelsRoute({ kind: 'youtube#channelListResponse', pageInfo: { totalResults: 0 } }),
    ]);
    await expect(client.fetchProfile('g-access')).rejects.toMatchObject({
      platform: 'youtube',
      message: expect.stringMatching(/^This Google account has no YouTube channel/),
    });
  });

  it('revokes the refresh token', async () => {
    const revokeRoute = tokenEndpointRoutes('/youtube/oauth2/revoke');
    const { client, fake } = await youtube.start([
      revokeRoute({ form: { token: 'g-refresh' }, answer: {} }),
    ]);
    await client.revoke?.({ accessToken: 'g-access', refreshToken: 'g-refresh' });
    expect(fake.received).toEqual(['POST /youtube/oauth2/revoke']);
  });
});
