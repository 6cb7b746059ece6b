import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MENUS } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: HttpClient;
let customer: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  customer = (await signedUpClient(server.baseUrl)).client;
});
afterAll(async () => server.close());

const ADMIN_REST_ROUTES = ['/api/admin/roles', '/api/admin/users', '/api/admin/user-roles'];
const ADMIN_PROCEDURES = ['admin.roles', 'admin.users', 'admin.userRoles'];

describe('permissions', () => {
  it('GET /api/user/permissions tells a customer what the customer role grants', async () => {
    const response = await customer.get('/api/user/permissions');
    expect(response.status).toBe(200);
    const body = response.body as { isAdmin: boolean; permissions: string[] };
    expect(body.isAdmin).toBe(false);
    expect(body.permissions).toContain('purchase_credits');
    expect(body.permissions).not.toContain('view_admin_panel');
    expect(body.permissions).toEqual(
      expect.arrayContaining(CORE_MENUS.map((m) => `access_${m.id}`)),
    );
  });

  it('GET /api/user/permissions tells an admin they are admin', async () => {
    const response = await admin.get('/api/user/permissions');
    expect(response.body).toMatchObject({ isAdmin: true });
    expect((response.body as { permissions: string[] }).permissions).toContain('view_admin_panel');
  });

  it('GET /api/accessible-menus lists the core menus in display order', async () => {
    const response = await customer.get('/api/accessible-menus');
    expect(response.status).toBe(200);
    const menus = response.body as Array<{ id: string; routePath: string; permissionName: string }>;
    expect(menus.map((m) => m.id)).toEqual(CORE_MENUS.map((m) => m.id));
    expect(menus[0]).toEqual({
      id: 'overview',
      permissionName: 'access_overview',
      menuLabel: 'Overview',
      iconName: 'dashboard',
      routePath: '/',
      parentMenuId: null,
      displayOrder: 10,
    });
  });

  it.each(ADMIN_REST_ROUTES)(
    'a customer gets 403 from the admin-only REST route %s; an admin 200',
    async (route) => {
      const refused = await customer.get(route);
      expect(refused.status).toBe(403);
      expect((refused.body as { message: string }).message).toMatch(/view_admin_panel/);
      expect((await admin.get(route)).status).toBe(200);
    },
  );

  it.each(ADMIN_PROCEDURES)(
    'a customer gets FORBIDDEN from the admin-only tRPC procedure %s',
    async (procedure) => {
      const refused = await customer.get(`/trpc/${procedure}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { data: { code: 'FORBIDDEN' } } });
      const allowed = await admin.get(`/trpc/${procedure}`);
      expect(allowed.status).toBe(200);
    },
  );

  it('signed-out callers get 401 from every signed-in route and procedure', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    for (const route of ['/api/user/permissions', '/api/accessible-menus', ...ADMIN_REST_ROUTES]) {
      const response = await anonymous.get(route);
      expect(response.status, route).toBe(401);
    }
    expect((await anonymous.get('/trpc/permission.mine')).status).toBe(401);
    // auth.me answers null rather than an error (spec 000 §4).
    expect((await anonymous.get('/trpc/auth.me')).body).toEqual({ result: { data: null } });
  });

  it('answers a large tRPC batch (every procedure name in the path)', async () => {
    const names = Array.from({ length: 12 }, () => 'permission.mine').join(',');
    const response = await customer.get(`/trpc/${names}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(12);
  });

  it('lists users to an admin without secrets', async () => {
    const response = await admin.get('/api/admin/users');
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/password|hash|secret/i);
    expect((response.body as unknown[]).length).toBe(2);
  });
});
