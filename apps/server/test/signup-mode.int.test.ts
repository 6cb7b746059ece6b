import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitation } from '@fanout/core/auth';
import { HttpClient, PASSWORD, uniqueEmail, waitForVerificationToken } from './http-client';
import { runServerCommand } from './run-server-command';
import { startTestServer, type TestServer } from './test-server';

function message(body: unknown): string {
  return (body as { message: string }).message;
}

describe('SIGNUP=closed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGNUP: 'closed' });
  });
  afterAll(async () => server.close());

  it('refuses every sign-up with 403 and says so in GET /api/auth/signup-mode', async () => {
    const client = new HttpClient(server.baseUrl);
    expect((await client.get('/api/auth/signup-mode')).body).toEqual({ mode: 'closed' });
    const email = uniqueEmail();
    const response = await client.post('/api/auth/signup', { email, password: PASSWORD });
    expect(response.status).toBe(403);
    expect(message(response.body)).toBe('Sign-up is closed on this server.');
    expect(server.mails).toHaveLength(0);
  });
});

describe('SIGNUP=invite', () => {
  // Shared with the command below, as an operator's server and commands share their settings.
  const APP_SECRET = 'an app secret shared by the server and its commands';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGNUP: 'invite', APP_SECRET });
  });
  afterAll(async () => server.close());

  it('accepts a sign-up only with a valid invitation for that very address', async () => {
    const client = new HttpClient(server.baseUrl);
    expect((await client.get('/api/auth/signup-mode')).body).toEqual({ mode: 'invite' });
    const email = uniqueEmail('invited');
    const invitation = await createInvitation(server.core, { input: { email } });
    const mailed = server.mails.find((mail) => mail.to === email);
    expect(mailed?.text).toContain(invitation.link);
    const token = new URL(invitation.link).searchParams.get('invitation') ?? '';

    const without = await client.post('/api/auth/signup', { email, password: PASSWORD });
    expect(without.status).toBe(403);
    expect(message(without.body)).toMatch(/needs an invitation/);

    const otherAddress = await client.post('/api/auth/signup', {
      email: uniqueEmail('other'),
      password: PASSWORD,
      invitation: token,
    });
    expect(otherAddress.status).toBe(403);

    const forged = await client.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      invitation: `${token.slice(0, -2)}AA`,
    });
    expect(forged.status).toBe(403);

    const invited = await client.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      invitation: token,
    });
    expect(invited.status).toBe(201);
    const verification = await waitForVerificationToken(server.baseUrl, email);
    expect((await client.post('/api/auth/verify-email', { token: verification })).status).toBe(200);
  });

  it('`pnpm admin:invite <email>` prints a link that signs that address up, and refuses a malformed one', async () => {
    const email = uniqueEmail('by-command');
    const printed = await runServerCommand('invite-user', [email], server.database.url, {
      APP_SECRET,
    });
    expect(printed.code).toBe(0);
    // The command prints the link on a line of its own (the mail itself goes to the log mailer).
    const link = /^https?:\/\/\S+\/sign-up\?invitation=\S+$/m.exec(printed.output)?.[0] ?? '';
    expect(new URL(link).searchParams.get('email')).toBe(email);
    const signedUp = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
      email,
      password: PASSWORD,
      invitation: new URL(link).searchParams.get('invitation'),
    });
    expect(signedUp.status).toBe(201);

    const bad = await runServerCommand('invite-user', ['not-an-email'], server.database.url);
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/Enter a valid email address/);
  }, 120_000);
});
