import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditEvents, posts, roles } from '@fanout/db/schema';
import { ROLES, type ApiKey } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { createKey, withKey } from './api-key-client';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let alice: { client: HttpClient; userId: string };
let bob: { client: HttpClient; userId: string };
let admin: { client: HttpClient; userId: string };

const message = (body: unknown) => (body as { message: string }).message;
const code = (body: unknown) => (body as { code: string }).code;
const draft = { textContent: 'Made with a key', status: 'draft' };

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedUpClient(server.baseUrl);
  bob = await signedUpClient(server.baseUrl);
  admin = await adminClient(server);
});
afterAll(async () => server.close());

describe('API keys: made once, stored hashed', () => {
  it('shows the key once, fo_live_-prefixed, and stores only its hash', async () => {
    const created = await createKey(alice.client, ['posts:read'], { name: 'Zapier' });
    expect(created.key).toMatch(/^fo_live_[a-z2-7]+_[a-z2-7]+$/);
    expect(created.prefix).toBe(`fo_live_${created.id}`);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    const secret = created.key.slice(created.prefix.length + 1);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = (await alice.client.get('/api/api-keys')).body as ApiKey[];
    const mine = listed.find((key) => key.id === created.id);
    expect(mine).toMatchObject({ name: 'Zapier', scopes: ['posts:read'], agentsMayPublish: false });
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.created'), eq(auditEvents.targetId, created.id)));
    expect(audit?.actorId).toBe(alice.userId);
  });

  it('refuses a bad scope, an empty name or a past expiry with a 400 naming the field', async () => {
    const badScope = await alice.client.post('/api/api-keys', { name: 'x', scopes: ['posts:all'] });
    expect(badScope.status).toBe(400);
    expect(message(badScope.body)).toMatch(/scope/i);
    const noName = await alice.client.post('/api/api-keys', { name: ' ', scopes: ['posts:read'] });
    expect(noName.status).toBe(400);
    expect(message(noName.body)).toMatch(/name/);
    const past = await alice.client.post('/api/api-keys', {
      name: 'x',
      scopes: ['posts:read'],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(message(past.body)).toMatch(/expiresAt/);
  });
});

describe('Bearer keys on /api', () => {
  it('a posts:read key lists posts but cannot create one (403 naming the scope)', async () => {
    const { key } = await createKey(alice.client, ['posts:read']);
    const list = await withKey(server.baseUrl, key, 'GET', '/api/posts');
    expect(list.status).toBe(200);
    const refused = await withKey(server.baseUrl, key, 'POST', '/api/posts', { body: draft });
    expect(refused.status).toBe(403);
    expect(message(refused.body)).toContain('"posts:write"');
    expect(code(refused.body)).toBe('FORBIDDEN');
  });

  it('a posts:write key creates a post with no cookie and no Origin, attributed in the audit log', async () => {
    const created = await createKey(alice.client, ['posts:write', 'posts:read'], { name: 'Bot' });
    const answer = await withKey(server.baseUrl, created.key, 'POST', '/api/posts', {
      body: draft,
    });
    expect(answer.status).toBe(200);
    const { id } = answer.body as { id: string };
    const [row] = await server.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row?.ownerId).toBe(alice.userId);
    await expect
      .poll(async () => {
        const rows = await server.database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'api_key.used'), eq(auditEvents.targetId, created.id)));
        return rows.map((r) => [r.actorId, r.after?.keyName, r.after?.path]);
      })
      .toEqual([[alice.userId, 'Bot', '/api/posts']]);
  });

  it('a key reaches plain routes only within its scope', async () => {
    const { key } = await createKey(alice.client, ['accounts:read']);
    expect((await withKey(server.baseUrl, key, 'GET', '/api/social-accounts')).status).toBe(200);
    const stats = await withKey(server.baseUrl, key, 'GET', '/api/stats');
    expect(stats.status).toBe(403);
    expect(message(stats.body)).toContain('"posts:read"');
  });

  it('a route that declares no scope refuses keys (settings, key management)', async () => {
    const { key } = await createKey(alice.client, API_SCOPES_BUT_ADMIN);
    const profile = await withKey(server.baseUrl, key, 'GET', '/api/settings/profile');
    expect(profile.status).toBe(403);
    expect(message(profile.body)).toMatch(/session/);
    // A key cannot mint keys.
    const mint = await withKey(server.baseUrl, key, 'POST', '/api/api-keys', {
      body: { name: 'more', scopes: ['posts:write'] },
    });
    expect(mint.status).toBe(403);
    expect((await withKey(server.baseUrl, key, 'GET', '/api/auth/user')).status).toBe(403);
  });

  it('a revoked key is 401 at once; an expired key is 401', async () => {
    const created = await createKey(alice.client, ['posts:read']);
    expect((await withKey(server.baseUrl, created.key, 'GET', '/api/posts')).status).toBe(200);
    const revoked = await alice.client.request('DELETE', `/api/api-keys/${created.id}`);
    expect(revoked.status).toBe(200);
    const after = await withKey(server.baseUrl, created.key, 'GET', '/api/posts');
    expect(after.status).toBe(401);
    expect(code(after.body)).toBe('UNAUTHORIZED');

    const soon = await createKey(alice.client, ['posts:read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(server.baseUrl, soon.key, 'GET', '/api/posts')).status).toBe(200);
    await server.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, soon.id));
    expect((await withKey(server.baseUrl, soon.key, 'GET', '/api/posts')).status).toBe(401);
  });

  it('a bogus bearer is 401 even with a valid cookie and Origin (no fall back to the session)', async () => {
    const { key } = await createKey(alice.client, ['posts:write']);
    const wrongSecret = `${key.slice(0, -4)}aaaa`;
    for (const bogus of ['nonsense', wrongSecret]) {
      const answer = await alice.client.post('/api/posts', draft, {
        headers: { authorization: `Bearer ${bogus}` },
      });
      expect(answer.status).toBe(401);
    }
    // The session alone still works.
    expect((await alice.client.post('/api/posts', draft)).status).toBe(200);
  });

  it('a key is refused on /trpc, the browser transport', async () => {
    const { key } = await createKey(alice.client, ['posts:read']);
    const answer = await withKey(server.baseUrl, key, 'GET', '/trpc/post.counts');
    expect(answer.status).toBe(401);
  });

  it('keeps last_used_at, written at most once a minute', async () => {
    const created = await createKey(alice.client, ['posts:read']);
    expect(created.lastUsedAt).toBeNull();
    await withKey(server.baseUrl, created.key, 'GET', '/api/posts');
    const first = (
      await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
    )[0]?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await withKey(server.baseUrl, created.key, 'GET', '/api/posts');
    const second = (
      await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id))
    )[0]?.lastUsedAt;
    expect(second?.getTime()).toBe(first?.getTime());
  });
});

const API_SCOPES_BUT_ADMIN = [
  'posts:read',
  'posts:write',
  'accounts:read',
  'media:write',
  'analytics:read',
  'webhooks:manage',
] as const satisfies readonly string[] as unknown as Parameters<typeof createKey>[1];

describe('Keys and admin routes', () => {
  it('a customer cannot create a key with the admin scope', async () => {
    const answer = await alice.client.post('/api/api-keys', { name: 'x', scopes: ['admin'] });
    expect(answer.status).toBe(403);
    expect(message(answer.body)).toMatch(/admin/);
  });

  it('an admin key without the admin scope never reaches admin routes', async () => {
    const { key } = await createKey(admin.client, API_SCOPES_BUT_ADMIN);
    const answer = await withKey(server.baseUrl, key, 'GET', '/api/admin/users');
    expect(answer.status).toBe(403);
    expect(message(answer.body)).toContain('"admin"');
  });

  it('an admin-scoped key works only while its owner is an admin', async () => {
    const { key } = await createKey(admin.client, ['admin']);
    expect((await withKey(server.baseUrl, key, 'GET', '/api/admin/users')).status).toBe(200);
    // Demoted by another administrator: the key's admin scope no longer opens anything.
    const other = await adminClient(server);
    const [adminRole] = await server.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, ROLES.admin));
    const demoted = await other.client.request('DELETE', '/api/admin/user-roles', {
      body: { userId: admin.userId, roleId: adminRole?.id },
    });
    expect(demoted.status).toBe(200);
    const after = await withKey(server.baseUrl, key, 'GET', '/api/admin/users');
    expect(after.status).toBe(403);
    admin = other;
  });

  it('an admin lists and revokes any user’s keys; customers cannot', async () => {
    const created = await createKey(bob.client, ['posts:read'], { name: 'Bob’s' });
    const listed = await admin.client.get(`/api/admin/users/${bob.userId}/api-keys`);
    expect(listed.status).toBe(200);
    expect((listed.body as ApiKey[]).map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.key);
    const refused = await alice.client.get(`/api/admin/users/${bob.userId}/api-keys`);
    expect(refused.status).toBe(403);
    const revoked = await admin.client.request('DELETE', `/api/admin/api-keys/${created.id}`);
    expect(revoked.status).toBe(200);
    expect((await withKey(server.baseUrl, created.key, 'GET', '/api/posts')).status).toBe(401);
    const [audit] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'api_key.revoked'), eq(auditEvents.targetId, created.id)));
    expect(audit?.actorId).toBe(admin.userId);
  });
});

describe('Ownership', () => {
  it('one user cannot list or revoke another’s keys (404)', async () => {
    const created = await createKey(bob.client, ['posts:read']);
    const aliceList = (await alice.client.get('/api/api-keys')).body as ApiKey[];
    expect(aliceList.map((k) => k.id)).not.toContain(created.id);
    const revoke = await alice.client.request('DELETE', `/api/api-keys/${created.id}`);
    expect(revoke.status).toBe(404);
    expect(code(revoke.body)).toBe('NOT_FOUND');
    expect((await withKey(server.baseUrl, created.key, 'GET', '/api/posts')).status).toBe(200);
  });

  it('a key reads only its owner’s posts', async () => {
    await bob.client.post('/api/posts', { textContent: 'Bob only', status: 'draft' });
    const { key } = await createKey(alice.client, ['posts:read']);
    const list = await withKey(server.baseUrl, key, 'GET', '/api/posts?limit=100');
    expect(list.text).not.toContain('Bob only');
  });
});
