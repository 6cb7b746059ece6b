import { describe, expect, it } from 'vitest';
import { CONTROL_CHANGE_REFUSED } from './control-access';
import {
  basicAuth,
  createSandboxApp,
  eachTest,
  injectWithBearer,
  oauthClient,
  pkcePair,
  redirectUriFor,
  useSandbox,
} from '../testing/sandbox-test-kit';

const sandbox = useSandbox();
const PKCE = pkcePair();
const CONTROL = '/sandbox/_control/publishing';

/** X's OAuth flow against the sandbox, with a refresh token. */
const xClient = () =>
  oauthClient(sandbox, {
    authorize: '/sandbox/twitter/web/i/oauth2/authorize',
    params: {
      response_type: 'code',
      client_id: 'sandbox-twitter',
      redirect_uri: redirectUriFor('twitter'),
      scope: 'tweet.read tweet.write users.read offline.access',
      state: 's',
      code_challenge: PKCE.challenge,
      code_challenge_method: 'S256',
    },
    token: '/sandbox/twitter/api/2/oauth2/token',
    credentials: { authorization: basicAuth('sandbox-twitter', 'sandbox-secret') },
    exchangeFields: { code_verifier: PKCE.verifier },
  });

async function xToken(): Promise<string> {
  const tokens = await xClient().connect();
  return String(tokens.access_token);
}

function put(url: string, payload: unknown) {
  return sandbox.app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown> });
}

describe('sandbox control API', () => {
  it('sets the latency of every publishing call and lists posts with their call arrival time', async () => {
    const bearer = await xToken();
    const set = await put(CONTROL, { latencyMs: 120 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ latencyMs: 120 });
    expect((await sandbox.app.inject({ method: 'GET', url: CONTROL })).json()).toMatchObject({
      latencyMs: 120,
    });

    const sent = Date.now();
    const answer = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/tweets',
      bearer,
      {
        text: 'Timed post',
      },
    );
    const answered = Date.now();
    expect(answer.statusCode).toBe(201);
    expect(answered - sent).toBeGreaterThanOrEqual(120);

    const listed = await sandbox.app.inject({ method: 'GET', url: `${CONTROL}/twitter/posts` });
    expect(listed.statusCode).toBe(200);
    const { posts } = listed.json<{
      posts: Array<{ id: string; text: string; requestedAt: number }>;
    }>();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      id: answer.json<{ data: { id: string } }>().data.id,
      text: 'Timed post',
    });
    // Stamped when the call arrived, before the simulated latency.
    expect(posts[0]?.requestedAt).toBeGreaterThanOrEqual(sent);
    expect(posts[0]?.requestedAt).toBeLessThanOrEqual(answered - 120);
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `${CONTROL}/linkedin/posts` })).json(),
    ).toEqual({
      posts: [],
    });

    expect((await put(CONTROL, { latencyMs: 0 })).json()).toEqual({ latencyMs: 0 });
    expect(sandbox.controller.publishing.latencyMs).toBe(0);
  });

  it('refuses a latency that is not a whole number of ms up to two minutes, and unknown platforms', async () => {
    for (const latencyMs of [-1, 1.5, 120_001, '200']) {
      const refused = await put(CONTROL, { latencyMs });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect(sandbox.controller.publishing.latencyMs).toBe(0);
    const unknown = await sandbox.app.inject({ method: 'GET', url: `${CONTROL}/myspace/posts` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sandbox control API: revoking a platform’s tokens (ADR 0060)', () => {
  it('revokes every token the platform issued: the access and the refresh are refused after it', async () => {
    const client = xClient();
    const tokens = await client.connect();
    const revoked = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/_control/oauth/twitter/revoke',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ platform: 'twitter', revokedTokens: 2 });
    const refreshed = await client.refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    const posted = await injectWithBearer(
      sandbox,
      'POST',
      '/sandbox/twitter/api/2/tweets',
      String(tokens.access_token),
      { text: 'After the revocation' },
    );
    expect(posted.statusCode).toBe(401);

    const unknown = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/_control/oauth/myspace/revoke',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_description: 'No platform myspace' });
  });
});

describe('sandbox control API access, as the host app decides it (ADR 0029)', () => {
  const ownOnly = eachTest(() =>
    createSandboxApp({
      authorizeControl: async (request) =>
        request.headers['x-caller'] === 'stranger'
          ? { kind: 'denied', status: 401, message: 'Sign in first' }
          : { kind: 'own', owns: (post) => post.text.startsWith('mine') },
    }),
  );

  it('answers a refusal with its status and message, and hides the posts the caller does not own', async () => {
    const { app, controller } = ownOnly();
    for (const text of ['mine: one', 'theirs: two']) {
      controller.publishing.add({
        platform: 'twitter',
        id: text,
        account: 'someone',
        text,
        media: [],
        url: null,
        createdAt: 0,
      });
    }
    const stranger = await app.inject({
      method: 'GET',
      url: `${CONTROL}/twitter/posts`,
      headers: { 'x-caller': 'stranger' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ error: 'unauthorized', error_description: 'Sign in first' });

    const listed = await app.inject({ method: 'GET', url: `${CONTROL}/twitter/posts` });
    expect(listed.json<{ posts: Array<{ text: string }> }>().posts.map((p) => p.text)).toEqual([
      'mine: one',
    ]);
    expect(
      (await app.inject({ method: 'GET', url: CONTROL })).json<{
        platforms: Record<string, { posts: number }>;
      }>().platforms.twitter,
    ).toEqual({ fault: null, posts: 1 });

    const change = await app.inject({
      method: 'PUT',
      url: `${CONTROL}/twitter`,
      payload: { fault: { kind: 'transient' } },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({
      error: 'forbidden',
      error_description: CONTROL_CHANGE_REFUSED,
    });
    expect(controller.publishing.faultOf('twitter')).toBeNull();
  });
});
