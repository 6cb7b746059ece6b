import { describe, expect, it } from 'vitest';
import {
  expectConsentPage,
  expectConsentRedirects,
  formBody,
  injectWithBearer,
  json,
  OAUTH_FLOWS,
  oauthClient,
  pkcePair,
  useSandbox,
} from '../testing/sandbox-test-kit';

const CHANNELS = '/sandbox/youtube/api/youtube/v3/channels?part=snippet&mine=true';
const SCOPE =
  'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly';

const sandbox = useSandbox();
const youtube = oauthClient(
  sandbox,
  OAUTH_FLOWS.youtube({
    scope: SCOPE,
    state: 's1',
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
  }),
);

describe('YouTube sandbox', () => {
  it('renders the consent page and redirects with code or access_denied', async () => {
    await expectConsentPage(youtube, [
      'YouTube',
      '<code>https://www.googleapis.com/auth/youtube.upload</code>',
    ]);
    const { approved } = await expectConsentRedirects(youtube);
    expect(approved.searchParams.get('state')).toBe('s1');
  });

  it('exchanges the code with the credentials and verifier; refuses without them', async () => {
    const code = await youtube.approve();
    const noClient = await youtube.exchange(code, { credentials: null });
    expect(noClient.statusCode).toBe(401);
    expect(json(noClient)).toMatchObject({ error: 'invalid_client' });
    const wrongVerifier = await youtube.exchange(code, {
      fields: { code_verifier: pkcePair().verifier },
    });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(json(wrongVerifier)).toMatchObject({ error: 'invalid_grant' });

    const response = await youtube.exchange(code);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      access_token: expect.stringMatching(/^sbx_yt_at_/),
      expires_in: 3599,
      refresh_token: expect.stringMatching(/^sbx_yt_rt_/),
      scope: SCOPE,
      token_type: 'Bearer',
    });
  });

  it('refreshes without a new refresh token; the stored one keeps working', async () => {
    const first = await youtube.connect();
    const refresh = () => youtube.refresh(first.refresh_token);
    const refreshed = await refresh();
    expect(refreshed.statusCode).toBe(200);
    expect(json(refreshed)).toEqual({
      access_token: expect.stringMatching(/^sbx_yt_at_/),
      expires_in: 3599,
      scope: SCOPE,
      token_type: 'Bearer',
    });
    expect((await refresh()).statusCode).toBe(200);
  });

  it('answers the channel list, and 401 after revocation', async () => {
    const { access_token: accessToken } = await youtube.connect('video_maker');
    const channels = () => injectWithBearer(sandbox, 'GET', CHANNELS, accessToken);
    const response = await channels();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      items: [
        {
          id: expect.stringMatching(/^UC[\w-]{22}$/),
          snippet: {
            title: 'Video Maker',
            customUrl: '@video_maker',
            thumbnails: { default: { url: expect.stringContaining('/avatars/youtube/') } },
          },
        },
      ],
    });

    const revoke = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/youtube/oauth2/revoke',
      ...formBody({ token: String(accessToken) }),
    });
    expect(revoke.statusCode).toBe(200);
    const after = await channels();
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
  });
});
