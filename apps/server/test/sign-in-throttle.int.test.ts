import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each attempt below can come from its own client address.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => server.close());

let ip = 10;
function fromNewIp(email: string, password: string) {
  ip += 1;
  return new HttpClient(server.baseUrl).post(
    '/api/auth/login',
    { email, password },
    { headers: { 'x-forwarded-for': `203.0.113.${ip}` } },
  );
}

const THROTTLED = /^Too many failed sign-ins for this account\. Try again in \d+ seconds?\.$/;

describe('per-account sign-in throttle', () => {
  it('throttles the 6th attempt on one account from different addresses; after the delay the right password works', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    for (let i = 0; i < 5; i += 1) {
      expect((await fromNewIp(email, 'wrong password!')).status).toBe(401);
    }
    // Even the right password waits: the throttle answers before any password is checked.
    const sixth = await fromNewIp(email, PASSWORD);
    expect(sixth.status).toBe(429);
    expect((sixth.body as { message: string }).message).toMatch(THROTTLED);

    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const ok = await fromNewIp(email, PASSWORD);
    expect(ok.status).toBe(200);
    // Success resets the count: five more mistakes are allowed again.
    expect((await fromNewIp(email, 'wrong password!')).status).toBe(401);
  });

  it('grows the delay exponentially and treats unknown addresses the same (nothing to enumerate)', async () => {
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i += 1) {
      expect((await fromNewIp(unknown, 'wrong password!')).status).toBe(401);
    }
    const throttled = await fromNewIp(unknown, 'wrong password!');
    expect(throttled.status).toBe(429);
    expect((throttled.body as { message: string }).message).toMatch(THROTTLED);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await fromNewIp(unknown, 'wrong password!')).status).toBe(401);
    // The sixth failure locks for 2 s: still refused after 1.2 s.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await fromNewIp(unknown, 'wrong password!')).status).toBe(429);
    // Another account is not affected.
    const { email } = await signedUpClient(server.baseUrl);
    expect((await fromNewIp(email, PASSWORD)).status).toBe(200);
  });

  it('lets no more than five of twenty guesses sent at once check the password', async () => {
    const { email } = await signedUpClient(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fromNewIp(email, 'wrong password!')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
