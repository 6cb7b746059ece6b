import { describe, expect, it } from 'vitest';
import {
  basicAuth,
  injectWithBearer,
  oauthClient,
  pkcePair,
  redirectUriFor,
  useSandbox,
} from './sandbox-test-kit';

const sandbox = useSandbox();
const PKCE = pkcePair();

async function token(scope = 'tweet.read tweet.write users.read media.write'): Promise<string> {
  const tokens = await oauthClient(sandbox, {
    authorize: '/sandbox/twitter/web/i/oauth2/authorize',
    params: {
      response_type: 'code',
      client_id: 'sandbox-twitter',
      redirect_uri: redirectUriFor('twitter'),
      scope,
      state: 's',
      code_challenge: PKCE.challenge,
      code_challenge_method: 'S256',
    },
    token: '/sandbox/twitter/api/2/oauth2/token',
    credentials: { authorization: basicAuth('sandbox-twitter', 'sandbox-secret') },
    exchangeFields: { code_verifier: PKCE.verifier },
  }).connect();
  return String(tokens.access_token);
}

describe('X publishing sandbox', () => {
  it('refuses unknown media ids and too long text, naming the parameter', async () => {
    const bearer = await token();
    const media = await injectWithBearer(sandbox, 'POST', '/sandbox/twitter/api/2/tweets', bearer, {
      text: 'x',
      media: { media_ids: ['1234'] },
    });
    expect(media.statusCode).toBe(400);
    expect(media.json()).toMatchObject({
      errors: [
        { parameters: { 'media.media_ids': ['1234'] }, message: 'Your media IDs are invalid.' },
      ],
      type: 'https://api.twitter.com/2/problems/invalid-request',
    });
    const long = await injectWithBearer(sandbox, 'POST', '/sandbox/twitter/api/2/tweets', bearer, {
      text: 'a'.repeat(281),
    });
    expect(long.json()).toMatchObject({ errors: [{ message: 'Your Tweet text is too long.' }] });
    const empty = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/tweets',
      bearer,
      {},
    );
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a finalize before every byte arrived, and media calls without media.write', async () => {
    const bearer = await token();
    const init = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/media/upload/initialize',
      bearer,
      {
        media_type: 'video/mp4',
        total_bytes: 1000,
        media_category: 'tweet_video',
      },
    );
    const { id } = init.json<{ data: { id: string } }>().data;
    const finalize = await injectWithBearer(
      sandbox,
      'POST',
      `/sandbox/twitter/api/2/media/upload/${id}/finalize`,
      bearer,
    );
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json<{ detail: string }>().detail).toContain('received 0 of 1000 bytes');

    const readOnly = await token('tweet.read users.read');
    const refused = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/media/upload/initialize',
      readOnly,
      {
        media_type: 'video/mp4',
        total_bytes: 1000,
        media_category: 'tweet_video',
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});
