import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, roles, userRoles, users } from '@fanout/db/schema';
import {
  HttpClient,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  unverifiedClient,
  waitForVerificationToken,
} from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: 'boss@example.com,boss2@example.com' });
});
afterAll(async () => server.close());

async function userCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

async function roleOf(email: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ name: roles.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.email, email));
  return rows.map((row) => row.name);
}

/** What each admin grant of the audit log says of `email`'s account, oldest first. */
async function adminGrantsOf(email: string): Promise<unknown[]> {
  const rows = await server.database.db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .innerJoin(users, eq(sql`${users.id}::text`, auditEvents.targetId))
    .where(and(eq(users.email, email), eq(auditEvents.action, 'admin.role_granted')))
    .orderBy(asc(auditEvents.createdAt));
  return rows.map((row) => row.after);
}

describe('sign-up', () => {
  it('creates an unverified user, answers 201 "check your email" without a session, and mails a link that signs in', async () => {
    const client = new HttpClient(server.baseUrl);
    const response = await client.post('/api/auth/signup', {
      email: '  First@Example.com ',
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Check your email: we sent a link to finish creating your account.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const token = await waitForVerificationToken(server.baseUrl, 'first@example.com');
    const verified = await client.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      message: 'Your email address is verified.',
      user: {
        id: expect.any(String),
        email: 'first@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileImageUrl: null,
        credits: 60,
        emailVerified: true,
        timeZone: 'UTC',
      },
    });
    const setCookie = verified.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/fanout_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'first@example.com', firstName: 'Ada' });
  });

  it('makes nobody admin for being first, even verified, and later users customers', async () => {
    // first@example.com was the first account of this server (the test above).
    expect(await roleOf('first@example.com')).toEqual(['customer']);
    const { email } = await signedUpClient(server.baseUrl);
    expect(await roleOf(email)).toEqual(['customer']);
  });

  it('the unverified first user of a fresh server is not admin', async () => {
    const fresh = await startTestServer();
    try {
      const { client } = await unverifiedClient(fresh.baseUrl, 'early@example.com');
      const permissions = await client.get('/api/user/permissions');
      expect(permissions.status).toBe(200);
      expect((permissions.body as { permissions: string[] }).permissions).not.toContain(
        'view_admin_panel',
      );
      expect((await client.get('/api/admin/users')).status).toBe(403);
    } finally {
      await fresh.close();
    }
  });

  it('an ADMIN_EMAILS address is not admin until verified, then is', async () => {
    const { client } = await unverifiedClient(server.baseUrl, 'BOSS@example.com');
    expect(await roleOf('boss@example.com')).toEqual(['customer']);
    expect((await client.get('/api/admin/users')).status).toBe(403);
    const token = await waitForVerificationToken(server.baseUrl, 'boss@example.com');
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect(await roleOf('boss@example.com')).toEqual(['admin']);
    expect((await client.get('/api/admin/users')).status).toBe(200);
    // Audited like every other way of becoming admin, once.
    expect(await adminGrantsOf('boss@example.com')).toEqual([
      { role: 'admin', via: 'ADMIN_EMAILS' },
    ]);
  });

  it('a verified ADMIN_EMAILS address that is not admin (listed after verifying) becomes admin at sign-in', async () => {
    await signedUpClient(server.baseUrl, 'boss2@example.com');
    // As if the operator added the address to ADMIN_EMAILS after its owner verified it.
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'boss2@example.com'));
    const [customer] = await server.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, 'customer'));
    await server.database.db.delete(userRoles).where(eq(userRoles.userId, row?.id ?? ''));
    await server.database.db
      .insert(userRoles)
      .values({ userId: row?.id ?? '', roleId: customer?.id ?? '' });
    expect(await roleOf('boss2@example.com')).toEqual(['customer']);
    const login = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: 'boss2@example.com',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(await roleOf('boss2@example.com')).toEqual(['admin']);
    // The grant at verification and the one at this sign-in, each audited; a second sign-in
    // of an admin grants nothing.
    const again = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: 'boss2@example.com',
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(await adminGrantsOf('boss2@example.com')).toEqual([
      { role: 'admin', via: 'ADMIN_EMAILS' },
      { role: 'admin', via: 'ADMIN_EMAILS' },
    ]);
  });

  it.each([
    [
      'a malformed email',
      { email: 'not-an-email', password: PASSWORD },
      400,
      /email: Enter a valid email address/,
    ],
    [
      'a too-short password',
      { email: uniqueEmail(), password: 'short' },
      400,
      /password: Password must be at least 10 characters/,
    ],
    ['a missing password', { email: uniqueEmail() }, 400, /password: Password is required/],
  ])(
    'refuses %s with a clear message and creates nothing',
    async (_name, body, status, message) => {
      const before = await userCount();
      const response = await new HttpClient(server.baseUrl).post('/api/auth/signup', body);
      expect(response.status).toBe(status);
      expect((response.body as { message: string }).message).toMatch(message);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await userCount()).toBe(before);
    },
  );

  it('answers a sign-up with an existing email (any case) exactly like a new one, changes nothing and mails the owner', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const before = await userCount();
    const mailsBefore = server.mails.length;
    const existing = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: 'another password 2',
    });
    const fresh = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
      email: uniqueEmail('fresh'),
      password: 'another password 2',
    });
    expect(existing.status).toBe(201);
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(existing.headers.get('set-cookie')).toBeNull();
    expect(await userCount()).toBe(before + 1);
    const notice = server.mails.slice(mailsBefore).find((mail) => mail.to === email);
    expect(notice?.subject).toBe('Someone tried to sign up to Fanout with your address');
    expect(notice?.text).toContain('/forgot-password');
    expect(notice?.text).not.toContain('verify-email');
    // The original password still works: nothing was overwritten.
    const login = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one with 401 and a message', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const wrong = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email,
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const unknown = await new HttpClient(server.baseUrl).post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });

    const client = new HttpClient(server.baseUrl);
    const ok = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ user: { email } });
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a malformed login body with 400 naming the field', async () => {
    const response = await new HttpClient(server.baseUrl).post('/api/auth/login', { email: 'x' });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(/^email: .*password: /);
  });

  it('issues a new session id at each sign-in and ends the earlier one', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const before = client.cookie('fanout_session');
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const after = client.cookie('fanout_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = new HttpClient(server.baseUrl);
    stale.setCookie('fanout_session', before ?? '');
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('ends the earlier session of a browser that signs up a new account', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const before = client.cookie('fanout_session') ?? '';
    expect(
      (await client.post('/api/auth/signup', { email: uniqueEmail(), password: PASSWORD })).status,
    ).toBe(201);
    const stale = new HttpClient(server.baseUrl);
    stale.setCookie('fanout_session', before);
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 401 with a message for GET /api/auth/user without a session', async () => {
    const response = await new HttpClient(server.baseUrl).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect((response.body as { message: string }).message).toMatch(/Unauthorized/);
  });

  it('POST /api/auth/logout ends the session for good', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const token = client.cookie('fanout_session') ?? '';
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    const replay = new HttpClient(server.baseUrl);
    replay.setCookie('fanout_session', token);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('GET /api/logout from this site ends the session and redirects to /', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' } as Record<string, string>,
      { 'sec-fetch-site': 'none' },
      { referer: `${server.baseUrl}/dashboard` },
    ]) {
      const { client } = await signedUpClient(server.baseUrl);
      const token = client.cookie('fanout_session') ?? '';
      const response = await client.get('/api/logout', { headers });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      const replay = new HttpClient(server.baseUrl);
      replay.setCookie('fanout_session', token);
      expect((await replay.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('GET /api/logout from another site (or saying nothing) redirects to / but does not sign out', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page' } as Record<
        string,
        string
      >,
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      {},
    ]) {
      const response = await client.get('/api/logout', { headers });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('GET /api/login redirects to the sign-in page keeping a same-site destination only', async () => {
    const client = new HttpClient(server.baseUrl);
    const keep = await client.get('/api/login?returnTo=%2Faccounts%3Fx%3D1');
    expect(keep.status).toBe(302);
    expect(keep.headers.get('location')).toBe('/sign-in?returnTo=%2Faccounts%3Fx%3D1');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const response = await client.get(`/api/login?returnTo=${encodeURIComponent(evil)}`);
      expect(response.headers.get('location')).toBe('/sign-in');
    }
  });
});

describe('rate limiting', () => {
  it('limits sign-in attempts per client with 429 and a message', async () => {
    const limited = await startTestServer({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const client = new HttpClient(limited.baseUrl);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await client.post('/api/auth/login', { email: 'a@example.com', password: 'x' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await client.post('/api/auth/login', { email: 'a@example.com', password: 'x' });
      expect((last.body as { message: string }).message).toMatch(
        /Too many sign-in attempts\. Try again in/,
      );
    } finally {
      await limited.close();
    }
  });
});
