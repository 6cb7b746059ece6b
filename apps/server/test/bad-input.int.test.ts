import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@fanout/shared';
import { HttpClient, PASSWORD, signedUpClient, uniqueEmail } from './http-client';
import { adminClient } from './admin-helpers';
import { startTestServer, type TestServer } from './test-server';

/** The shared input rules of ADR 0031, one by one (the fuzz test covers every route). */

let server: TestServer;
let user: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  server = await startTestServer();
  user = await signedUpClient(server.baseUrl);
});
afterAll(async () => server.close());

async function raw(method: string, path: string, body?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      cookie: user.client.cookieHeader,
      origin: server.baseUrl,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('text fields', () => {
  it('refuse NUL with a 400 naming the field, where PostgreSQL answered 500', async () => {
    const group = await user.client.post('/api/account-groups', { name: 'Team\u0000' });
    expect(group.status).toBe(400);
    expect(group.body).toMatchObject({
      message: 'name: contains a control character (U+0000), which is not allowed',
    });
    const post = await user.client.post('/api/posts', { textContent: 'a\u0000b', status: 'draft' });
    expect(post.status).toBe(400);
    expect((post.body as { message: string }).message).toContain('textContent: contains a control');
  });

  it('refuse a lone surrogate instead of storing U+FFFD', async () => {
    const response = await raw('POST', '/api/account-groups', '{"name":"Team \\ud800"}');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({
      message: 'name: contains an invalid character (a lone UTF-16 surrogate)',
    });
  });

  it('apply to sign-up through the shared schema: no user is created', async () => {
    const email = uniqueEmail('nul');
    const response = await new HttpClient(server.baseUrl).post('/api/auth/signup', {
      email,
      password: PASSWORD,
      firstName: 'Ada\u0000',
    });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(
      /^firstName: contains a control/,
    );
    const rows = await server.database.db.execute(sql`select 1 from users where email = ${email}`);
    expect(rows).toHaveLength(0);
  });
});

describe('instants PostgreSQL cannot store', () => {
  const YEAR_ZERO = '0000-01-01T00:00:00Z';
  const refusedNaming = (response: { status: number; body: unknown }, field: string) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect((response.body as { message: string }).message).toContain(
      `${field} must fall between 1970 and 9999`,
    );
  };

  it('are a 400 naming the field on every read and write that takes one, where they were a 500', async () => {
    const range = `from=${YEAR_ZERO}&to=0000-02-01T00:00:00Z`;
    refusedNaming(await user.client.get(`/api/calendar?${range}`), 'from');
    refusedNaming(await user.client.get(`/api/calendar/queue-slots?${range}`), 'from');
    refusedNaming(
      await user.client.post('/api/posts', {
        textContent: 'A draft',
        status: 'draft',
        scheduledAt: YEAR_ZERO,
      }),
      'scheduledAt',
    );
    refusedNaming(
      await user.client.post('/api/posts', {
        textContent: 'A draft',
        status: 'draft',
        generationMode: 'ai_topic',
        generationPrompt: 'x',
        aiProvider: 'openai',
        generatedAt: YEAR_ZERO,
      }),
      'generatedAt',
    );
    const draft = await user.client.post('/api/posts', { textContent: 'A draft', status: 'draft' });
    const id = (draft.body as { id: string }).id;
    refusedNaming(
      await user.client.request('PUT', `/api/posts/${id}`, {
        body: { title: 'T', textContent: 'x', scheduledAt: YEAR_ZERO },
      }),
      'scheduledAt',
    );
    const admin = (await adminClient(server)).client;
    refusedNaming(await admin.get('/api/admin/audit-events?from=0000-01-01&to=2026-12-01'), 'from');
    // The draft is as it was.
    const kept = await user.client.get(`/api/posts/${id}`);
    expect((kept.body as { textContent: string; scheduledAt: string | null }).scheduledAt).toBe(
      null,
    );
  });
});

describe('REST actions that take no body', () => {
  it('may be sent without one, as DELETE is; a body still needs its JSON content type', async () => {
    const draft = await user.client.post('/api/posts', { textContent: 'Copy me', status: 'draft' });
    const id = (draft.body as { id: string }).id;
    const bare = await raw('POST', `/api/posts/${id}/duplicate`);
    expect(bare.status, bare.text).toBe(200);
    expect(JSON.parse(bare.text)).toMatchObject({ textContent: 'Copy me', status: 'draft' });

    const untyped = await fetch(`${server.baseUrl}/api/posts/${id}/duplicate`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader, origin: server.baseUrl },
      body: 'not json',
    });
    expect(untyped.status).toBeGreaterThanOrEqual(400);
    expect(untyped.status).toBeLessThan(500);
  });
});

describe('JSON nesting', () => {
  it('refuses a body deeper than 32 levels on the REST API, before any route reads it', async () => {
    for (const path of ['/api/account-groups', '/api/auth/login']) {
      const response = await raw('POST', path, deepObject(100_000));
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({
        message: 'The request body is nested too deeply (more than 32 levels).',
      });
    }
    expect((await raw('POST', '/api/account-groups', deepObject(32))).status).toBe(400);
  });

  it('refuses it on tRPC too: a mutation body and a query input', async () => {
    const body = await raw('POST', '/trpc/accountGroup.create', deepObject(1000));
    expect(body.status).toBe(400);
    expect(body.text).toContain('nested too deeply');
    const query = await raw('GET', `/trpc/post.list?input=${encodeURIComponent(deepObject(1000))}`);
    expect(query.status).toBe(400);
    expect(query.text).toContain('The input parameter is nested too deeply (more than 32 levels).');
    // A normal batched query still works.
    const normal = await raw(
      'GET',
      `/trpc/post.list?batch=1&input=${encodeURIComponent('{"0":{}}')}`,
    );
    expect(normal.status).toBe(200);
  });
});

describe('POST /api/notifications/read', () => {
  it('refuses a null or empty body instead of marking everything read', async () => {
    await server.database.db.execute(sql`
      insert into notifications (user_id, kind, title, body)
      values (${user.userId}, 'target_failed', 'One', 'unread'), (${user.userId}, 'target_failed', 'Two', 'unread')`);
    for (const body of ['null', '{}', '[]']) {
      const response = await raw('POST', '/api/notifications/read', body);
      expect(response.status, body).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({
        message: 'Send ids to mark those notifications read, or all: true to mark every one',
      });
    }
    const list = (await user.client.get('/api/notifications')).body as NotificationList;
    expect(list.unread).toBe(2);

    const first = list.notifications[0]?.id ?? '';
    const some = await user.client.post('/api/notifications/read', { ids: [first] });
    expect((some.body as NotificationList).unread).toBe(1);
    const all = await user.client.post('/api/notifications/read', { all: true });
    expect((all.body as NotificationList).unread).toBe(0);
  });
});
