import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, withKey } from './api-key-client';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

const LIMIT = 5;
let server: TestServer;
let alice: { client: HttpClient; userId: string };

beforeAll(async () => {
  server = await startTestServer({ API_KEY_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  alice = await signedUpClient(server.baseUrl);
});
afterAll(async () => server.close());

describe('Rate limits per API key', () => {
  it('answers with RateLimit headers, then 429 with Retry-After past the limit', async () => {
    const { key } = await createKey(alice.client, ['posts:read']);
    const first = await withKey(server.baseUrl, key, 'GET', '/api/posts');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe(`"per-key";q=${LIMIT};w=60`);
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"per-key";r=${LIMIT - 1};t=\\d+$`));
    // The window is a clock minute: should one begin mid-way, the count starts again, so allow
    // up to two windows' worth before the refusal must have come.
    let refused: Awaited<ReturnType<typeof withKey>> | undefined;
    for (let sent = 1; sent <= 2 * LIMIT + 2 && !refused; sent += 1) {
      const answer = await withKey(server.baseUrl, key, 'GET', '/api/posts');
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused?.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/);
    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((refused?.body as { message: string }).message).toMatch(/API key/);
  });

  it('counts each key apart, and leaves session requests alone', async () => {
    const { key: other } = await createKey(alice.client, ['posts:read']);
    expect((await withKey(server.baseUrl, other, 'GET', '/api/posts')).status).toBe(200);
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const answer = await alice.client.get('/api/posts');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit')).toBeNull();
    }
  });
});

describe('The OpenAPI document', () => {
  it('declares the bearer scheme and each operation’s scope', async () => {
    const document = (await alice.client.get('/api/openapi.json')).body as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security: unknown; 'x-scopes': string[] }>>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/posts']?.post?.['x-scopes']).toEqual(['posts:write']);
    expect(document.paths['/posts']?.post?.security).toEqual([
      { session: [] },
      { apiKey: ['posts:write'] },
    ]);
    expect(document.paths['/posts/{id}']?.get?.['x-scopes']).toEqual(['posts:read']);
    expect(document.paths['/api-keys']?.post?.['x-scopes']).toEqual([]);
    expect(document.paths['/api-keys']?.post?.security).toEqual([{ session: [] }]);
    expect(document.paths['/admin/users']?.get?.['x-scopes']).toEqual(['admin']);
    // The plain lists are in it too, with their cursor.
    expect(document.paths['/posts']?.get?.['x-scopes']).toEqual(['posts:read']);
    expect(JSON.stringify(document.paths['/posts']?.get)).toContain('"cursor"');
    expect(JSON.stringify(document.paths['/posts']?.get)).toContain('"link"');
  });
});
