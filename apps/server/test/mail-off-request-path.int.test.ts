import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

// A mailer that takes 1.5 s, like a slow SMTP server: an answer that waited for it would show
// (by its time) whether the address has an account.
const MAIL_DELAY_MS = 1_500;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { mailDelayMs: MAIL_DELAY_MS });
});
afterAll(async () => server.close());

async function timed(run: () => Promise<{ status: number; body: unknown }>) {
  const started = performance.now();
  const response = await run();
  return { ...response, ms: performance.now() - started };
}

async function waitForMail(to: string, subject: RegExp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!server.mails.some((mail) => mail.to === to && subject.test(mail.subject))) {
    if (Date.now() > deadline) throw new Error(`no mail "${subject.source}" reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mail leaves off the request path', () => {
  it('a reset request for a known address answers as fast as for an unknown one, before its mail is sent', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    const known = await timed(() => anon.post('/api/auth/password-reset/request', { email }));
    const unknown = await timed(() =>
      anon.post('/api/auth/password-reset/request', { email: uniqueEmail('ghost') }),
    );
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.ms).toBeLessThan(MAIL_DELAY_MS - 500);
    expect(unknown.ms).toBeLessThan(MAIL_DELAY_MS - 500);
    await waitForMail(email, /Reset your Fanout password/);
  });

  it('a sign-up answers before its mail is sent, for a new and an existing address alike', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const anon = new HttpClient(server.baseUrl);
    const existing = await timed(() =>
      anon.post('/api/auth/signup', { email, password: PASSWORD }),
    );
    const freshEmail = uniqueEmail('fresh');
    const fresh = await timed(() =>
      anon.post('/api/auth/signup', { email: freshEmail, password: PASSWORD }),
    );
    expect(existing.status).toBe(201);
    expect(existing.body).toEqual(fresh.body);
    expect(existing.ms).toBeLessThan(MAIL_DELAY_MS - 500);
    expect(fresh.ms).toBeLessThan(MAIL_DELAY_MS - 500);
    await waitForMail(email, /Someone tried to sign up/);
    await waitForMail(freshEmail, /Finish creating your Fanout account/);
  });
});
