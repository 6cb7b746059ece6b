import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdempotencyKeys } from '@fanout/core/idempotency';
import { idempotencyKeys, posts } from '@fanout/db/schema';
import { createKey, withKey } from './api-key-client';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let alice: { client: HttpClient; userId: string };
let key: string;

const postsOf = async (userId: string, text: string) => {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.ownerId, userId), eq(posts.textContent, text)));
  return row?.n ?? -1;
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUpClient(server.baseUrl);
  ({ key } = await createKey(alice.client, ['posts:write', 'posts:read']));
});
afterAll(async () => server.close());

describe('Idempotency-Key on POST', () => {
  it('20 parallel creates with one key make ONE post and 20 identical answers', async () => {
    const text = 'Launch day (parallel)';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withKey(server.baseUrl, key, 'POST', '/api/posts', {
          body: { textContent: text, status: 'draft' },
          headers: { 'idempotency-key': 'launch-1' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await postsOf(alice.userId, text)).toBe(1);
  });

  it('the same key with a different body is 422, and nothing more is created', async () => {
    const first = await withKey(server.baseUrl, key, 'POST', '/api/posts', {
      body: { textContent: 'Body A', status: 'draft' },
      headers: { 'idempotency-key': 'mismatch-1' },
    });
    expect(first.status).toBe(200);
    const second = await withKey(server.baseUrl, key, 'POST', '/api/posts', {
      body: { textContent: 'Body B', status: 'draft' },
      headers: { 'idempotency-key': 'mismatch-1' },
    });
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
    expect((second.body as { message: string }).message).toMatch(/different request/);
    expect(await postsOf(alice.userId, 'Body B')).toBe(0);
  });

  it('works on a session too, keyed per user: another user may use the same key', async () => {
    const bob = await signedUpClient(server.baseUrl);
    const headers = { 'idempotency-key': 'shared-name' };
    const a1 = await alice.client.post(
      '/api/posts',
      { textContent: 'Per user', status: 'draft' },
      { headers },
    );
    const a2 = await alice.client.post(
      '/api/posts',
      { textContent: 'Per user', status: 'draft' },
      { headers },
    );
    const b1 = await bob.client.post(
      '/api/posts',
      { textContent: 'Per user', status: 'draft' },
      { headers },
    );
    expect([a1.status, a2.status, b1.status]).toEqual([200, 200, 200]);
    expect(a2.body).toEqual(a1.body);
    expect(b1.body).not.toEqual(a1.body);
    expect(await postsOf(alice.userId, 'Per user')).toBe(1);
    expect(await postsOf(bob.userId, 'Per user')).toBe(1);
  });

  it('after 24 hours the key is free again, and the sweep purges the stored answer', async () => {
    const send = () =>
      withKey(server.baseUrl, key, 'POST', '/api/posts', {
        body: { textContent: 'A day later', status: 'draft' },
        headers: { 'idempotency-key': 'day-1' },
      });
    const first = await send();
    expect((await send()).text).toBe(first.text);
    expect(await postsOf(alice.userId, 'A day later')).toBe(1);
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 1000);
    server.core.now = () => dayLater;
    try {
      const third = await send();
      expect(third.status).toBe(200);
      expect(third.text).not.toBe(first.text);
      expect(await postsOf(alice.userId, 'A day later')).toBe(2);
      // The answer is stored after it is sent: the sweep below runs once it is.
      await expect
        .poll(async () => {
          const [row] = await server.database.db
            .select({ state: idempotencyKeys.state })
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, alice.userId), eq(idempotencyKeys.key, 'day-1')));
          return row?.state;
        })
        .toBe('done');
      // The sweep forgets expired answers (the 'launch-1' row among them).
      server.core.now = () => new Date(dayLater.getTime() + 24 * 3_600_000);
      const { purged } = await purgeExpiredIdempotencyKeys(server.core);
      expect(purged).toBeGreaterThan(0);
      const left = await server.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, alice.userId));
      expect(left).toEqual([]);
    } finally {
      delete server.core.now;
    }
  });

  it('an answer that was an error is replayed as well (a 4xx); a malformed key is 400', async () => {
    const bad = await withKey(server.baseUrl, key, 'POST', '/api/posts', {
      body: { status: 'nonsense' },
      headers: { 'idempotency-key': 'error-1' },
    });
    expect(bad.status).toBe(400);
    const again = await withKey(server.baseUrl, key, 'POST', '/api/posts', {
      body: { status: 'nonsense' },
      headers: { 'idempotency-key': 'error-1' },
    });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const malformed = await withKey(server.baseUrl, key, 'POST', '/api/posts', {
      body: { textContent: 'x', status: 'draft' },
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(malformed.status).toBe(400);
    expect((malformed.body as { message: string }).message).toMatch(/Idempotency-Key/);
  });
});
