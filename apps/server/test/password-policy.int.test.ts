import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const COMMON = 'This password is too common. Choose another one.';

function message(body: unknown): string {
  return (body as { message: string }).message;
}

describe('password policy', () => {
  it.each(['12345678', 'password', '123456789'])(
    'refuses %s at sign-up as shorter than 10 characters',
    async (password) => {
      const response = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
        email: uniqueEmail(),
        password,
      });
      expect(response.status).toBe(400);
      expect(message(response.body)).toBe('password: Password must be at least 10 characters');
    },
  );

  it.each(['password123', '1234567890', 'qwertyuiop', 'Password123', 'iloveyou123'])(
    'refuses the common password %s at sign-up with a message, creating nothing',
    async (password) => {
      const email = uniqueEmail();
      const response = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
        email,
        password,
      });
      expect(response.status).toBe(400);
      expect(message(response.body)).toBe(COMMON);
      expect(server.mails.some((mail) => mail.to === email)).toBe(false);
    },
  );

  it('refuses a common password when resetting one', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    await anon.post('/api/auth/password-reset/request', { email });
    const mail = server.mails.findLast((m) => m.to === email && /reset-password/.test(m.text));
    const token = decodeURIComponent(
      /reset-password\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '',
    );
    const refused = await anon.post('/api/auth/password-reset/confirm', {
      token,
      password: 'password123',
    });
    expect(refused.status).toBe(400);
    expect(message(refused.body)).toBe(COMMON);
    // The link was not used up by the refusal.
    const accepted = await anon.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a much better passphrase',
    });
    expect(accepted.status).toBe(200);
  });
});
