import { request as httpRequest } from 'node:http';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@fanout/db/schema';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function userCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

describe('CSRF: mutations need a matching Origin', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin at all', { origin: null }],
    [
      'no Origin and Sec-Fetch-Site cross-site',
      { origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
    ],
    ['a malformed Origin', { origin: 'null' }],
  ])('refuses sign-up with %s (403, nothing created)', async (_name, options) => {
    const before = await userCount();
    const response = await new HttpClient(server.baseUrl).post(
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD },
      options,
    );
    expect(response.status).toBe(403);
    expect((response.body as { message: string }).message).toMatch(/Origin/);
    expect(await userCount()).toBe(before);
  });

  it('refuses a cross-site logout POST, leaving the session alive', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('accepts the configured PUBLIC_URL origin and same-origin fetch metadata', async () => {
    const viaPublicUrl = await new HttpClient(server.baseUrl).post(
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD },
      { origin: server.config.publicUrl },
    );
    expect(viaPublicUrl.status).toBe(201);
    const viaFetchMetadata = await new HttpClient(server.baseUrl).post(
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD },
      { origin: null, headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(viaFetchMetadata.status).toBe(201);
  });

  it('refuses a foreign Origin even when the request names the same foreign Host', async () => {
    // A DNS-rebinding page (or any client) controls both headers: only PUBLIC_URL vouches for a site.
    const before = await userCount();
    const answer = await rawPost(server.baseUrl, '/api/auth/signup', {
      headers: { origin: 'http://evil.example:8080', host: 'evil.example:8080' },
      body: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/Origin/);
    expect(await userCount()).toBe(before);
  });

  it('lets reads through without an Origin', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

/** A POST through node:http, which sends the Host header it is given (fetch would not). */
function rawPost(
  baseUrl: string,
  path: string,
  options: { headers: Record<string, string>; body: unknown },
): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
