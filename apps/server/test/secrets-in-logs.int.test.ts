import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'trace' }, { logStream });
});
afterAll(async () => server.close());

describe('logs', () => {
  it('carry request ids but never passwords, session tokens or reset tokens', async () => {
    const email = uniqueEmail();
    const client = new HttpClient(server.baseUrl);
    await client.post('/api/auth/signup', { email, password: PASSWORD });
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const sessionToken = client.cookie('fanout_session') ?? '';
    await client.get('/api/auth/user');
    await client.post('/api/auth/login', { email, password: 'a wrong password' });
    await client.post('/api/auth/password-reset/request', { email });
    const mail = server.mails.at(-1)?.text ?? '';
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(mail)?.[1] ?? '');
    await client.get(`/reset-password?token=${encodeURIComponent(resetToken)}`);
    await client.post('/api/auth/password-reset/confirm', {
      token: resetToken,
      password: 'new password 123',
    });

    const log = lines.join('');
    expect(sessionToken).not.toBe('');
    expect(resetToken.length).toBeGreaterThan(20);
    expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of [
      PASSWORD,
      'a wrong password',
      'new password 123',
      sessionToken,
      sessionToken.split('.')[1] ?? '',
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('carry a failed statement without its parameters or the values PostgreSQL echoes', async () => {
    // A database refusal the input rules cannot foresee: a constraint against one exact value.
    const secret = 'sekret-Grace-Hopper-1906';
    await server.database.db.execute(
      sql.raw(
        `alter table account_groups add constraint logs_test_refuses check (name <> '${secret}')`,
      ),
    );
    await server.database.db.execute(
      sql.raw(
        `alter table users add constraint logs_test_refuses check (first_name <> '${secret}')`,
      ),
    );
    const { client } = await signedUpClient(server.baseUrl);
    const from = lines.length;

    const group = await client.post('/api/account-groups', { name: secret });
    expect(group.status).toBe(500);
    const signUp = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: secret,
    });
    expect(signUp.status).toBe(500);

    const log = lines.slice(from).join('');
    // Never the value that was refused...
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Failing row contains');
    // ...though the failures were logged, with the statement and PostgreSQL's reason.
    expect(log).toContain('Failed query: insert into \\"account_groups\\"');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('violates check constraint \\"logs_test_refuses\\"');
    expect(log).toContain('"paramCount":3');
  });
});
