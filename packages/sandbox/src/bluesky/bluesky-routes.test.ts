import { describe, expect, it } from 'vitest';
import { blueskyDid } from './bluesky-routes';
import { injectWithBearer, json, useSandbox } from '../testing/sandbox-test-kit';

const XRPC = '/sandbox/bluesky/pds/xrpc';

const sandbox = useSandbox();

function createSession(identifier: string, password: string) {
  return sandbox.app.inject({
    method: 'POST',
    url: `${XRPC}/com.atproto.server.createSession`,
    payload: { identifier, password },
  });
}

function withBearer(method: 'GET' | 'POST', url: string, token: unknown) {
  return injectWithBearer(sandbox, method, url, token);
}

describe('Bluesky sandbox', () => {
  it('creates a session for any handle with an app-password-shaped password', async () => {
    const response = await createSession('@Alice.bsky.social', 'abcd-1234-efgh-5678');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({
      did: blueskyDid('alice.bsky.social'),
      handle: 'alice.bsky.social',
      accessJwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshJwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      active: true,
    });
    expect(body.did).toMatch(/^did:plc:[a-z2-7]{24}$/);
    const payload = JSON.parse(
      Buffer.from(String(body.accessJwt).split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string; exp: number; iat: number };
    expect(payload.sub).toBe(body.did);
    expect(payload.exp - payload.iat).toBe(7200);

    const again = json(await createSession('alice', 'wxyz-1234-efgh-5678'));
    expect(again.did).toBe(body.did);
  });

  it('refuses a password that is not an app password', async () => {
    for (const password of ['hunter2', 'ABCD-1234-EFGH-5678', 'abcd-1234-efgh']) {
      const response = await createSession('alice.bsky.social', password);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        error: 'AuthenticationRequired',
        message: 'Invalid identifier or password',
      });
    }
  });

  it('answers getProfile for the session DID', async () => {
    const session = json(await createSession('bob.example.com', 'abcd-1234-efgh-5678'));
    const url = `${XRPC}/app.bsky.actor.getProfile?actor=${encodeURIComponent(String(session.did))}`;
    const response = await withBearer('GET', url, session.accessJwt);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      did: session.did,
      handle: 'bob.example.com',
      displayName: 'Bob',
      avatar: expect.stringContaining('/sandbox/avatars/bluesky/'),
    });
    const withRefresh = await withBearer('GET', url, session.refreshJwt);
    expect(withRefresh.statusCode).toBe(401);
    expect(json(withRefresh)).toMatchObject({ error: 'InvalidToken' });
  });

  it('rotates both JWTs on refreshSession; the old refresh JWT is refused', async () => {
    const first = json(await createSession('carol', 'abcd-1234-efgh-5678'));
    const refreshUrl = `${XRPC}/com.atproto.server.refreshSession`;
    const second = await withBearer('POST', refreshUrl, first.refreshJwt);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toMatchObject({ did: first.did, handle: 'carol.bsky.social' });
    expect(json(second).refreshJwt).not.toBe(first.refreshJwt);
    expect(json(second).accessJwt).not.toBe(first.accessJwt);

    const reused = await withBearer('POST', refreshUrl, first.refreshJwt);
    expect(reused.statusCode).toBe(401);
    expect(json(reused)).toMatchObject({ error: 'InvalidToken' });

    const deleted = await withBearer(
      'POST',
      `${XRPC}/com.atproto.server.deleteSession`,
      json(second).refreshJwt,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await withBearer('POST', refreshUrl, json(second).refreshJwt)).statusCode).toBe(401);
  });
});
