import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, validateSession } from '@fanout/core/auth';
import { sessions } from '@fanout/db/schema';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const HOUR = 3_600_000;

describe('sessions', () => {
  it('stores only a hash of the secret: a stolen database row cannot be used as a cookie', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const token = client.cookie('fanout_session') ?? '';
    const [id, secret] = token.split('.');
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(row?.id).toBe(id);
    // Nothing in the row equals the secret the cookie carries.
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    for (const forged of [`${row?.id}.${row?.secretHash}`, `${row?.id}`, `${row?.id}.`]) {
      const thief = new HttpClient(server.baseUrl);
      thief.setCookie('fanout_session', forged);
      expect((await thief.get('/api/auth/user')).status).toBe(401);
    }
    // The genuine cookie still works.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('slides the idle expiry forward on use, capped by the absolute lifetime', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    let now = new Date('2030-01-01T00:00:00Z');
    const deps = { ...server.core, now: () => now };
    const idle = deps.config.session.idleTimeoutMs;
    const absolute = deps.config.session.absoluteLifetimeMs;
    const created = await createSession(deps, { userId });
    expect(created.expiresAt.getTime()).toBe(now.getTime() + idle);

    // Early on, no renewal (no write on every request).
    now = new Date(now.getTime() + HOUR);
    const early = await validateSession(deps, created.token);
    expect(early?.renewed).toBe(false);

    // Past half the idle window, the expiry slides.
    now = new Date(created.expiresAt.getTime() - idle / 4);
    const renewed = await validateSession(deps, created.token);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(now.getTime() + idle);

    // Keep using it: it can never outlive the absolute lifetime.
    const start = new Date('2030-01-01T00:00:00Z').getTime();
    let last = renewed?.expiresAt ?? now;
    while (now.getTime() < start + absolute - HOUR) {
      now = new Date(Math.min(last.getTime() - HOUR, start + absolute - HOUR));
      const result = await validateSession(deps, created.token);
      expect(result).not.toBeNull();
      last = result?.expiresAt ?? last;
      expect(last.getTime()).toBeLessThanOrEqual(start + absolute);
    }
    now = new Date(start + absolute + 1);
    expect(await validateSession(deps, created.token)).toBeNull();
  });

  it('expires after inactivity and deletes the row', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    let now = new Date('2031-06-01T00:00:00Z');
    const deps = { ...server.core, now: () => now };
    const created = await createSession(deps, { userId });
    now = new Date(created.expiresAt.getTime() + 1);
    expect(await validateSession(deps, created.token)).toBeNull();
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, created.sessionId));
    expect(rows).toHaveLength(0);
  });

  it('re-sends the cookie with the new expiry when the session slides over HTTP', async () => {
    const shortIdle = await startTestServer({ SESSION_IDLE_TIMEOUT_HOURS: '1' });
    try {
      const { client, userId } = await signedUpClient(shortIdle.baseUrl);
      // Age the session so that less than half of its idle window is left.
      await shortIdle.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 10 * 60_000) })
        .where(eq(sessions.userId, userId));
      const response = await client.get('/api/auth/user');
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie') ?? '').toMatch(/fanout_session=.*Expires=/i);
      const [row] = await shortIdle.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId));
      expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    } finally {
      await shortIdle.close();
    }
  });
});
