import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'http://fanout.test' });
});
afterAll(async () => server.close());

function linkToken(text: string): string {
  const match = /http:\/\/fanout\.test\/reset-password\?token=([A-Za-z0-9%]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('password reset', () => {
  it('emails a single-use link that sets a new password and ends every session', async () => {
    const { client, email } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    const requested = await anon.post('/api/auth/password-reset/request', { email });
    expect(requested.status).toBe(200);
    // The latest mail to the address (its verification mail came first, at sign-up).
    const mail = server.mails.findLast((m) => m.to === email);
    expect(mail?.subject).toBe('Reset your Fanout password');
    const token = linkToken(mail?.text ?? '');

    const confirmed = await anon.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(confirmed.status).toBe(200);

    // The old session is gone, the old password no longer works, the new one does.
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await anon.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect(
      (await anon.post('/api/auth/login', { email, password: 'a brand new password' })).status,
    ).toBe(200);

    // Used once: a second use is refused with a message.
    const again = await anon.post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toMatch(/invalid, expired or already used/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const before = server.mails.length; // after the sign-up's verification mail
    const known = await new HttpClient(server.baseUrl).post('/api/auth/password-reset/request', {
      email,
    });
    const unknown = await new HttpClient(server.baseUrl).post('/api/auth/password-reset/request', {
      email: uniqueEmail('ghost'),
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(server.mails.length).toBe(before + 1);
  });

  it('refuses a made-up token and a too-short new password', async () => {
    const anon = new HttpClient(server.baseUrl);
    const madeUp = await anon.post('/api/auth/password-reset/confirm', {
      token: 'abc',
      password: 'long enough pw',
    });
    expect(madeUp.status).toBe(400);
    const short = await anon.post('/api/auth/password-reset/confirm', {
      token: 'abc',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect((short.body as { message: string }).message).toMatch(
      /password: Password must be at least 10/,
    );
  });
});

describe('a completed reset', () => {
  it('voids the other reset links of the same user, not those of others', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const other = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    const tokenFor = async (address: string) => {
      expect((await anon.post('/api/auth/password-reset/request', { email: address })).status).toBe(
        200,
      );
      return linkToken(server.mails.findLast((m) => m.to === address)?.text ?? '');
    };
    const first = await tokenFor(email);
    const second = await tokenFor(email);
    const othersLink = await tokenFor(other.email);

    const used = await anon.post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'a brand new password',
    });
    expect(used.status).toBe(200);
    const stale = await anon.post('/api/auth/password-reset/confirm', {
      token: first,
      password: 'an attacker password',
    });
    expect(stale.status).toBe(400);
    expect((stale.body as { message: string }).message).toMatch(/invalid, expired or already used/);
    expect(
      (await anon.post('/api/auth/login', { email, password: 'a brand new password' })).status,
    ).toBe(200);

    const unaffected = await anon.post('/api/auth/password-reset/confirm', {
      token: othersLink,
      password: 'the other new password',
    });
    expect(unaffected.status).toBe(200);
  });
});
