import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient, unverifiedClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: { client: HttpClient; userId: string };
let roleIds: { admin: string; customer: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminClient(server);
  const roles = (await admin.client.get('/api/admin/roles')).body as Array<{
    id: string;
    name: string;
  }>;
  const byName = (name: string) => roles.find((role) => role.name === name)?.id ?? '';
  roleIds = { admin: byName('admin'), customer: byName('customer') };
});
afterAll(async () => server.close());

// DELETE takes its ids from the query string or, as spec 001 §7 gives them, from a JSON body.
const del = (client: HttpClient, body: { userId: string; roleId: string }) =>
  client.request('DELETE', `/api/admin/user-roles?${new URLSearchParams(body).toString()}`);

async function auditCount(action: 'admin.role_granted' | 'admin.role_revoked', userId: string) {
  const rows = await server.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, userId)));
  return rows.length;
}

describe('admin user roles', () => {
  it('refuses signed-out callers (401) and customers (403) on both calls', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const body = { userId: customer.userId, roleId: roleIds.admin };
    const anonymous = new HttpClient(server.baseUrl);
    expect((await anonymous.post('/api/admin/user-roles', body)).status).toBe(401);
    expect((await del(anonymous, body)).status).toBe(401);
    expect((await customer.client.post('/api/admin/user-roles', body)).status).toBe(403);
    expect((await del(customer.client, body)).status).toBe(403);
    const trpc = await customer.client.post('/trpc/admin.assignRole', body);
    expect(trpc.status).toBe(403);
    expect((await customer.client.get('/api/user/permissions')).body).toMatchObject({
      isAdmin: false,
    });
  });

  it('answers 400 naming the problem for bad ids', async () => {
    const bad = await admin.client.post('/api/admin/user-roles', { userId: 'x', roleId: 'y' });
    expect(bad.status).toBe(400);
    const unknownRole = await admin.client.post('/api/admin/user-roles', {
      userId: admin.userId,
      roleId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownRole.status).toBe(400);
    expect((unknownRole.body as { message: string }).message).toMatch(/No role has the id/);
  });

  it('a granted admin role holds from the very next request, and a revoke removes it', async () => {
    const user = await signedUpClient(server.baseUrl);
    expect((await user.client.get('/api/admin/users')).status).toBe(403);
    const body = { userId: user.userId, roleId: roleIds.admin };
    const granted = await admin.client.post('/api/admin/user-roles', body);
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ assigned: true });
    expect((await user.client.get('/api/admin/users')).status).toBe(200);
    expect(await auditCount('admin.role_granted', user.userId)).toBe(1);

    const listed = (await admin.client.get('/api/admin/user-roles')).body as Array<{
      userId: string;
      role: { name: string };
    }>;
    expect(listed).toContainEqual(expect.objectContaining({ userId: user.userId }));

    const revoked = await del(admin.client, body);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    expect((await user.client.get('/api/admin/users')).status).toBe(403);
    expect(await auditCount('admin.role_revoked', user.userId)).toBe(1);
  });

  it('DELETE reads its ids from a JSON body, as spec 001 §7 gives them', async () => {
    const user = await signedUpClient(server.baseUrl);
    const body = { userId: user.userId, roleId: roleIds.admin };
    expect((await admin.client.post('/api/admin/user-roles', body)).status).toBe(200);
    const revoked = await admin.client.request('DELETE', '/api/admin/user-roles', { body });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    expect((await user.client.get('/api/admin/users')).status).toBe(403);
  });

  it('nobody unverified becomes admin', async () => {
    const unverified = await unverifiedClient(server.baseUrl);
    const refused = await admin.client.post('/api/admin/user-roles', {
      userId: unverified.userId,
      roleId: roleIds.admin,
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/not verified/);
    expect((await unverified.client.get('/api/user/permissions')).body).toMatchObject({
      isAdmin: false,
    });
    expect(await auditCount('admin.role_granted', unverified.userId)).toBe(0);
  });

  it('the last admin cannot lose the admin role; with a second admin they can', async () => {
    const self = { userId: admin.userId, roleId: roleIds.admin };
    const refused = await del(admin.client, self);
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/last active administrator/);
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);

    const second = await adminClient(server);
    const demoted = await del(second.client, self);
    expect(demoted.status).toBe(200);
    expect((await admin.client.get('/api/admin/users')).status).toBe(403);
    const last = await del(second.client, { userId: second.userId, roleId: roleIds.admin });
    expect(last.status).toBe(400);
  });
});
