import { describe, expect, it } from 'vitest';
import type { FakeRoute } from '../testing/fake-platform-server';
import { usePlatformClients } from '../testing/use-platform-clients';

// Bluesky signs in with an app password: no app credentials to configure.
const platforms = usePlatformClients({});
const did = 'did:plc:abc123';
const session = { did, handle: 'ada.bsky.social', accessJwt: 'acc-1', refreshJwt: 'ref-1' };

async function startBluesky(routes: FakeRoute[]) {
  const { fake, clients } = await platforms.start(routes);
  return { fake, bluesky: clients.bluesky };
}

function createSessionRoute(
  identifier: string,
  password: string,
  reply: Pick<FakeRoute, 'status' | 'answer'>,
): FakeRoute {
  return {
    method: 'POST',
    path: '/bluesky/pds/xrpc/com.atproto.server.createSession',
    json: { identifier, password },
    ...reply,
  };
}

function refreshSessionRoute(
  refreshJwt: string,
  reply: Pick<FakeRoute, 'status' | 'answer'>,
): FakeRoute {
  return {
    method: 'POST',
    path: '/bluesky/pds/xrpc/com.atproto.server.refreshSession',
    authorization: `Bearer ${refreshJwt}`,
    ...reply,
  };
}

describe('Bluesky client', () => {
  it('creates a session with the app password, needing no app credentials', async () => {
    const { bluesky } = await startBluesky([
      createSessionRoute('ada.bsky.social', 'abcd-efgh-ijkl-mnop', {
        answer: { ...session, active: true, email: 'ada@example.test' },
      }),
    ]);
    expect(
      await bluesky.createSession({
        identifier: 'ada.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
      }),
    ).toEqual(session);
  });

  it('reports a wrong password as auth with the XRPC message', async () => {
    const { bluesky } = await startBluesky([
      createSessionRoute('ada.bsky.social', 'wrong-password', {
        status: 401,
        answer: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
      }),
    ]);
    await expect(
      bluesky.createSession({ identifier: 'ada.bsky.social', appPassword: 'wrong-password' }),
    ).rejects.toMatchObject({
      platform: 'bluesky',
      errorClass: 'auth',
      status: 401,
      message: 'Bluesky refused the sign-in: Invalid identifier or password',
    });
  });

  it('refuses a deactivated account', async () => {
    const { bluesky } = await startBluesky([
      createSessionRoute('gone.bsky.social', 'pw-pw-pw-pw', {
        answer: { ...session, active: false, status: 'deactivated' },
      }),
    ]);
    await expect(
      bluesky.createSession({ identifier: 'gone.bsky.social', appPassword: 'pw-pw-pw-pw' }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'This Bluesky account is not active (deactivated)',
    });
  });

  it('refreshes with the refresh JWT, both JWTs rotated', async () => {
    const { bluesky } = await startBluesky([
      refreshSessionRoute('ref-1', {
        answer: { did, handle: 'ada.bsky.social', accessJwt: 'acc-2', refreshJwt: 'ref-2' },
      }),
    ]);
    expect(await bluesky.refreshSession('ref-1')).toEqual({
      did,
      handle: 'ada.bsky.social',
      accessJwt: 'acc-2',
      refreshJwt: 'ref-2',
    });
  });

  it('classifies an expired refresh JWT as auth', async () => {
    const { bluesky } = await startBluesky([
      refreshSessionRoute('ref-old', {
        status: 400,
        answer: { error: 'ExpiredToken', message: 'Token has expired' },
      }),
    ]);
    await expect(bluesky.refreshSession('ref-old')).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'Bluesky refused the session refresh: Token has expired',
    });
  });

  it('maps getProfile and deletes the session', async () => {
    const { bluesky, fake } = await startBluesky([
      {
        method: 'GET',
        path: '/bluesky/pds/xrpc/app.bsky.actor.getProfile',
        query: { actor: did },
        authorization: 'Bearer acc-1',
        answer: {
          did,
          handle: 'ada.bsky.social',
          displayName: 'Ada',
          avatar: 'https://cdn.bsky.test/a.jpg',
        },
      },
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.deleteSession',
        authorization: 'Bearer ref-1',
      },
    ]);
    expect(await bluesky.fetchProfile({ accessJwt: 'acc-1', did })).toEqual({
      externalId: did,
      username: 'ada.bsky.social',
      displayName: 'Ada',
      avatarUrl: 'https://cdn.bsky.test/a.jpg',
      details: {},
    });
    await bluesky.deleteSession?.('ref-1');
    expect(fake.received).toContain('POST /bluesky/pds/xrpc/com.atproto.server.deleteSession');
  });
});
