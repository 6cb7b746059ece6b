import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, users } from '@fanout/db/schema';
import {
  HttpClient,
  PASSWORD,
  uniqueEmail,
  unverifiedClient,
  waitForVerificationToken,
} from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'http://fanout.test' });
});
afterAll(async () => server.close());

async function ledgerOf(userId: string) {
  return server.database.db
    .select({ amount: creditTransactions.amount, kind: creditTransactions.kind })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
}

function message(body: unknown): string {
  return (body as { message: string }).message;
}

const INVALID = /This verification link is invalid or has expired/;

describe('email verification', () => {
  it('grants the welcome credits only once the address is verified, and only once however often the link is used', async () => {
    const { client, email, userId } = await unverifiedClient(server.baseUrl);
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      credits: 0,
      emailVerified: false,
    });
    expect(await ledgerOf(userId)).toEqual([]);

    const token = await waitForVerificationToken(server.baseUrl, email);
    const first = await client.post('/api/auth/verify-email', { token });
    expect(first.status).toBe(200);
    expect((await client.get('/api/auth/user')).body).toMatchObject({
      credits: 60,
      emailVerified: true,
    });

    // The same link again, and a link resent before it was used: no second grant, no new session.
    const again = await new HttpClient(server.baseUrl).post('/api/auth/verify-email', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Your email address is already verified.', user: null });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await ledgerOf(userId)).toEqual([{ amount: 60, kind: 'signup_grant' }]);
    const [row] = await server.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.credits).toBe(60);
  });

  it('refuses a forged link (another address, another user, another purpose, bad signature)', async () => {
    const victim = await unverifiedClient(server.baseUrl);
    const attacker = await unverifiedClient(server.baseUrl);
    const token = await waitForVerificationToken(server.baseUrl, attacker.email);
    const [body = '', signature = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const reencode = (changes: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ ...payload, ...changes })).toString('base64url')}.${signature}`;
    for (const forged of [
      reencode({ e: victim.email }),
      reencode({ u: victim.userId }),
      reencode({ p: 'invitation' }),
      reencode({ x: Date.now() + 10 * 365 * 86_400_000 }),
      `${body}.${signature.slice(0, -2)}AA`,
      'not-a-token',
    ]) {
      const response = await new HttpClient(server.baseUrl).post('/api/auth/verify-email', {
        token: forged,
      });
      expect(response.status).toBe(400);
      expect(message(response.body)).toMatch(INVALID);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const me = await victim.client.get('/api/auth/user');
    expect(me.body).toMatchObject({ emailVerified: false, credits: 0 });
  });

  it('refuses an expired link with the same message', async () => {
    const shortLived = await startTestServer({ EMAIL_VERIFICATION_TTL_HOURS: '0.0003' }); // ~1 s
    try {
      const { client, email } = await unverifiedClient(shortLived.baseUrl);
      const token = await waitForVerificationToken(shortLived.baseUrl, email);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const response = await client.post('/api/auth/verify-email', { token });
      expect(response.status).toBe(400);
      expect(message(response.body)).toMatch(INVALID);
      expect((await client.get('/api/auth/user')).body).toMatchObject({ emailVerified: false });
    } finally {
      await shortLived.close();
    }
  });

  it('resends a link to a signed-in unverified user only', async () => {
    const { client, email } = await unverifiedClient(server.baseUrl);
    const before = server.mails.filter((mail) => mail.to === email).length;
    const resent = await client.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(200);
    expect(message(resent.body)).toBe(`We sent a new verification link to ${email}.`);
    expect(server.mails.filter((mail) => mail.to === email)).toHaveLength(before + 1);

    const token = await waitForVerificationToken(server.baseUrl, email);
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    const already = await client.post('/api/auth/verify-email/resend');
    expect(already.status).toBe(400);
    expect(message(already.body)).toBe('Your email address is already verified.');
    expect(
      (await new HttpClient(server.baseUrl).post('/api/auth/verify-email/resend')).status,
    ).toBe(401);
  });

  it('a password reset through the emailed link verifies the address too', async () => {
    const email = uniqueEmail('resetter');
    const anon = new HttpClient(server.baseUrl);
    expect((await anon.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(201);
    await anon.post('/api/auth/password-reset/request', { email });
    const mail = server.mails.findLast((m) => m.to === email && /reset-password/.test(m.text));
    const token = decodeURIComponent(
      /reset-password\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '',
    );
    const reset = await anon.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    const login = await anon.post('/api/auth/login', { email, password: 'a brand new password' });
    expect(login.body).toMatchObject({ user: { emailVerified: true, credits: 60 } });
  });
});
