import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@fanout/db/schema';
import type { SessionList } from '@fanout/shared';
import { HttpClient, PASSWORD, signedUpClient } from './http-client';
import { startTestServer, withClockStopped, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const NEW_PASSWORD = 'a brand new passphrase';

/** A second browser of the same user, signed in with a password. */
async function signIn(email: string, password: string, userAgent?: string) {
  const client = new HttpClient(server.baseUrl);
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const response = await client.request('POST', '/api/auth/login', {
    body: { email, password },
    ...(headers ? { headers } : {}),
  });
  return { client, status: response.status };
}

async function sessionsOf(client: HttpClient): Promise<SessionList['sessions']> {
  const response = await client.get('/api/settings/sessions');
  expect(response.status).toBe(200);
  return (response.body as SessionList).sessions;
}

describe('account settings: password change', () => {
  it('counts wrong current passwords on the sign-in throttle: a stolen session cannot guess it', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const change = (currentPassword: string) =>
      client.post('/api/settings/password', { currentPassword, newPassword: NEW_PASSWORD });
    await withClockStopped(server, async () => {
      for (let i = 0; i < 5; i += 1) expect((await change(`guess number ${i}`)).status).toBe(400);
      // Throttled now, even with the right password, here and at sign-in.
      const throttled = await change(PASSWORD);
      expect(throttled.status).toBe(429);
      expect(JSON.stringify(throttled.body)).toContain('Too many failed sign-ins for this account');
      expect((await signIn(email, PASSWORD)).status).toBe(429);
    });
  });

  it('needs the current password, keeps this session and ends the other ones, audited', async () => {
    const { client, email, userId } = await signedUpClient(server.baseUrl);
    const other = await signIn(email, PASSWORD);
    expect(other.status).toBe(200);
    expect((await other.client.get('/api/auth/user')).status).toBe(200);

    const wrong = await client.post('/api/settings/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('current password is not correct');
    const common = await client.post('/api/settings/password', {
      currentPassword: PASSWORD,
      newPassword: 'password123',
    });
    expect(common.status).toBe(400);
    expect(JSON.stringify(common.body)).toContain('too common');
    // Refusals changed nothing: the other session still works.
    expect((await other.client.get('/api/auth/user')).status).toBe(200);

    const changed = await client.post('/api/settings/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ endedSessions: 1 });
    expect((await other.client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const audit = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, 'auth.password_changed')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a signed-out caller', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    const response = await anonymous.post('/api/settings/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});

describe('account settings: sessions', () => {
  it('lists only the caller’s sessions with device and the current one marked', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const other = await signIn(email, PASSWORD, firefox);
    const stranger = await signedUpClient(server.baseUrl);

    const mine = await sessionsOf(client);
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    expect(mine.map((s) => s.device)).toContain('Firefox on Linux');
    const theirs = await sessionsOf(stranger.client);
    expect(theirs).toHaveLength(1);
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]?.id);
    expect((await sessionsOf(other.client)).find((s) => s.current)?.device).toBe(
      'Firefox on Linux',
    );
  });

  it('ends one session of mine, but answers 404 for another user’s and leaves it alive', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const other = await signIn(email, PASSWORD);
    const stranger = await signedUpClient(server.baseUrl);
    const strangerSession = (await sessionsOf(stranger.client))[0]?.id ?? '';

    const refused = await client.post('/api/settings/sessions/end', {
      sessionId: strangerSession,
    });
    expect(refused.status).toBe(404);
    expect((await stranger.client.get('/api/auth/user')).status).toBe(200);

    const otherId = (await sessionsOf(client)).find((s) => !s.current)?.id ?? '';
    const ended = await client.post('/api/settings/sessions/end', { sessionId: otherId });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 1 });
    expect((await other.client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out everywhere else: every other session of mine ends, this one and others’ stay', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const second = await signIn(email, PASSWORD);
    const third = await signIn(email, PASSWORD);
    const stranger = await signedUpClient(server.baseUrl);

    const ended = await client.post('/api/settings/sessions/end', { others: true });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 2 });
    expect((await second.client.get('/api/auth/user')).status).toBe(401);
    expect((await third.client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await stranger.client.get('/api/auth/user')).status).toBe(200);
    expect(await sessionsOf(client)).toHaveLength(1);
  });

  it('answers bad input with 400 naming the problem', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/settings/sessions/end', { sessionId: '' });
    expect(response.status).toBe(400);
  });
});

describe('account settings: idle logout', () => {
  it('is off by default, stored per user, audited, and refuses bad values with 400', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const stranger = await signedUpClient(server.baseUrl);
    expect((await client.get('/api/settings/idle-logout')).body).toEqual({ minutes: null });

    const on = await client.request('PUT', '/api/settings/idle-logout', { body: { minutes: 30 } });
    expect(on.status).toBe(200);
    expect((await client.get('/api/settings/idle-logout')).body).toEqual({ minutes: 30 });
    expect((await stranger.client.get('/api/settings/idle-logout')).body).toEqual({
      minutes: null,
    });

    for (const minutes of [0, 1.5, 'ten', 100_000]) {
      const bad = await client.request('PUT', '/api/settings/idle-logout', { body: { minutes } });
      expect(bad.status).toBe(400);
    }
    const off = await client.request('PUT', '/api/settings/idle-logout', {
      body: { minutes: null },
    });
    expect(off.body).toEqual({ minutes: null });

    const audit = await server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, userId), eq(auditEvents.action, 'account.settings_changed')),
      );
    expect(audit.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ idleLogoutMinutes: 30 }, { idleLogoutMinutes: null }]),
    );
  });
});
