import { describe, expect, it } from 'vitest';
import { createPlatformClients } from '../create-platform-clients';
import { useFakePlatforms } from '../testing/fake-platform-server';

const fakes = useFakePlatforms();
const did = 'did:plc:abc123';
const session = { did, handle: 'ada.bsky.social', accessJwt: 'acc-1', refreshJwt: 'ref-1' };

describe('Bluesky client', () => {
  it('creates a session with the app password, needing no app credentials', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.createSession',
        json: { identifier: 'ada.bsky.social', password: 'abcd-efgh-ijkl-mnop' },
        answer: { ...session, active: true, email: 'ada@example.test' },
      },
    ]);
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
    expect(
      await bluesky.createSession({
        identifier: 'ada.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
      }),
    ).toEqual(session);
  });

  it('reports a wrong password as auth with the XRPC message', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.createSession',
        json: { identifier: 'ada.bsky.social', password: 'wrong-password' },
        status: 401,
        answer: { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
      },
    ]);
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
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
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.createSession',
        json: { identifier: 'gone.bsky.social', password: 'pw-pw-pw-pw' },
        answer: { ...session, active: false, status: 'deactivated' },
      },
    ]);
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
    await expect(
      bluesky.createSession({ identifier: 'gone.bsky.social', appPassword: 'pw-pw-pw-pw' }),
    ).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'This Bluesky account is not active (deactivated)',
    });
  });

  it('refreshes with the refresh JWT, both JWTs rotated', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.refreshSession',
        authorization: 'Bearer ref-1',
        answer: { did, handle: 'ada.bsky.social', accessJwt: 'acc-2', refreshJwt: 'ref-2' },
      },
    ]);
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
    expect(await bluesky.refreshSession('ref-1')).toEqual({
      did,
      handle: 'ada.bsky.social',
      accessJwt: 'acc-2',
      refreshJwt: 'ref-2',
    });
  });

  it('classifies an expired refresh JWT as auth', async () => {
    const fake = await fakes.start([
      {
        method: 'POST',
        path: '/bluesky/pds/xrpc/com.atproto.server.refreshSession',
        authorization: 'Bearer ref-old',
        status: 400,
        answer: { error: 'ExpiredToken', message: 'Token has expired' },
      },
    ]);
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
    await expect(bluesky.refreshSession('ref-old')).rejects.toMatchObject({
      errorClass: 'auth',
      message: 'Bluesky refused the session refresh: Token has expired',
    });
  });

  it('maps getProfile and deletes the session', async () => {
    const fake = await fakes.start([
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
    const { bluesky } = createPlatformClients({ hosts: fake.hosts, credentials: {} });
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
