import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { seedImageItems } from './content-seeds';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: HttpClient;
let customer: HttpClient;
let customerRoleId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  customer = (await signedUpClient(server.baseUrl)).client;
  const roles = (await admin.get('/api/admin/roles')).body as Array<{ id: string; name: string }>;
  customerRoleId = roles.find((role) => role.name === 'customer')?.id ?? '';
});
afterAll(async () => server.close());

const READS = ['/api/permissions', '/api/menu-permissions', '/api/role-permissions'];
const revoke = (client: HttpClient, body: { roleId: string; permissionId: string }) =>
  client.request('DELETE', `/api/admin/role-permissions?${new URLSearchParams(body).toString()}`);

async function permissionId(name: string): Promise<string> {
  const all = (await admin.get('/api/permissions')).body as Array<{ id: string; name: string }>;
  return all.find((permission) => permission.name === name)?.id ?? '';
}

async function menuIds(client: HttpClient): Promise<string[]> {
  return ((await client.get('/api/accessible-menus')).body as Array<{ id: string }>).map(
    (m) => m.id,
  );
}

describe('menu access', () => {
  it.each(READS)('%s: 401 signed out, 403 customer, 200 admin', async (route) => {
    expect((await new HttpClient(server.baseUrl).get(route)).status).toBe(401);
    expect((await customer.get(route)).status).toBe(403);
    expect((await admin.get(route)).status).toBe(200);
  });

  it('refuses customers and signed-out callers the changes', async () => {
    const anonymous = new HttpClient(server.baseUrl);
    const body = { roleId: customerRoleId, permissionId: await permissionId('access_content') };
    for (const client of [anonymous, customer]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.post('/api/admin/role-permissions', body)).status).toBe(expected);
      expect((await revoke(client, body)).status).toBe(expected);
      const created = await client.post('/api/admin/permissions', { name: 'access_x' });
      expect(created.status).toBe(expected);
    }
  });

  it('lists menus in display order and the customer role permissions', async () => {
    const menus = (await admin.get('/api/menu-permissions')).body as Array<{
      displayOrder: number;
    }>;
    expect(menus.length).toBeGreaterThanOrEqual(8);
    const orders = menus.map((m) => m.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const pairs = (await admin.get('/api/role-permissions')).body as Array<{
      roleId: string;
      permission: { name: string };
    }>;
    expect(pairs).toContainEqual(
      expect.objectContaining({
        roleId: customerRoleId,
        permission: expect.objectContaining({ name: 'access_content' }),
      }),
    );
  });

  it('hiding a menu from customers takes effect on the next request; showing restores it', async () => {
    const body = { roleId: customerRoleId, permissionId: await permissionId('access_content') };
    expect(await menuIds(customer)).toContain('content');
    const hidden = await revoke(admin, body);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ changed: true });
    expect(await menuIds(customer)).not.toContain('content');
    const rows = await server.database.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'admin.menu_access_changed'),
          eq(auditEvents.targetId, customerRoleId),
        ),
      );
    expect(rows.length).toBe(1);
    const shown = await admin.post('/api/admin/role-permissions', body);
    expect(shown.status).toBe(200);
    expect(await menuIds(customer)).toContain('content');
  });

  it('answers "Permission not found" and "Role not found" with 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noPermission = await admin.post('/api/admin/role-permissions', {
      roleId: customerRoleId,
      permissionId: unknown,
    });
    expect(noPermission.status).toBe(400);
    expect(noPermission.body).toMatchObject({ message: 'Permission not found' });
    const noRole = await admin.post('/api/admin/role-permissions', {
      roleId: unknown,
      permissionId: await permissionId('access_content'),
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body).toMatchObject({ message: 'Role not found' });
  });

  it('creates a permission and a custom menu a customer sees once granted', async () => {
    const permission = await admin.post('/api/admin/permissions', {
      name: 'access_reports',
      description: 'Reports',
      resource: 'menu',
    });
    expect(permission.status).toBe(200);
    const { id } = permission.body as { id: string };
    expect((await admin.post('/api/admin/permissions', { name: 'access_reports' })).status).toBe(
      400,
    );
    const menu = await admin.post('/api/admin/menu-permissions', {
      permissionName: 'access_reports',
      menuLabel: 'Reports',
      routePath: '/reports',
    });
    expect(menu.status).toBe(200);
    expect(menu.body).toEqual({
      id: 'reports',
      permissionName: 'access_reports',
      menuLabel: 'Reports',
      iconName: null,
      routePath: '/reports',
      parentMenuId: null,
      displayOrder: 100,
    });
    const missing = await admin.post('/api/admin/menu-permissions', {
      permissionName: 'access_nothing',
      menuLabel: 'X',
      routePath: '/x',
    });
    expect(missing.body).toMatchObject({ message: 'Permission not found' });
    expect(await menuIds(customer)).not.toContain('reports');
    await admin.post('/api/admin/role-permissions', { roleId: customerRoleId, permissionId: id });
    expect(await menuIds(customer)).toContain('reports');
  });
});

describe('DELETE /api/admin/role-permissions', () => {
  it('reads its ids from a JSON body, as spec 001 §7 gives them, or from the query string', async () => {
    const body = { roleId: customerRoleId, permissionId: await permissionId('access_calendar') };
    const viaBody = await admin.request('DELETE', '/api/admin/role-permissions', { body });
    expect(viaBody.status, JSON.stringify(viaBody.body)).toBe(200);
    expect(await menuIds(customer)).not.toContain('calendar');
    expect((await admin.post('/api/admin/role-permissions', body)).status).toBe(200);
    expect(await menuIds(customer)).toContain('calendar');
    expect((await revoke(admin, body)).status).toBe(200);
    expect(await menuIds(customer)).not.toContain('calendar');
    expect((await admin.post('/api/admin/role-permissions', body)).status).toBe(200);
    const empty = await admin.request('DELETE', '/api/admin/role-permissions', { body: {} });
    expect(empty.status).toBe(400);
  });
});

describe('a hidden menu is refused by the server too', () => {
  async function setMenu(menuId: string, visible: boolean) {
    const body = { roleId: customerRoleId, permissionId: await permissionId(`access_${menuId}`) };
    const response = visible
      ? await admin.post('/api/admin/role-permissions', body)
      : await revoke(admin, body);
    expect(response.status).toBe(200);
  }

  it('hiding Content Library refuses /api/content and content.* to customers, not admins', async () => {
    expect((await customer.get('/api/content')).status).toBe(200);
    expect((await customer.get('/trpc/content.storage')).status).toBe(200);
    await setMenu('content', false);
    const rest = await customer.get('/api/content');
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({
      message: 'The menu "Content Library" is hidden from your role',
    });
    expect((await customer.get('/trpc/content.storage')).status).toBe(403);
    expect((await admin.get('/api/content')).status).toBe(200);
    expect((await customer.get('/api/user/permissions')).status).toBe(200);
    await setMenu('content', true);
    expect((await customer.get('/api/content')).status).toBe(200);
    expect((await customer.get('/trpc/content.storage')).status).toBe(200);
  });

  it('hiding Scheduled Posts refuses the post lists, the hot batched reads included', async () => {
    const lists = '/trpc/post.list,post.scheduled?batch=1&input=%7B%7D';
    expect((await customer.get('/api/posts')).status).toBe(200);
    await setMenu('scheduled', false);
    expect((await customer.get('/api/posts')).status).toBe(403);
    expect((await customer.get(lists)).status).toBe(403);
    await setMenu('scheduled', true);
    expect((await customer.get('/api/posts')).status).toBe(200);
  });

  it('hiding Connected Accounts refuses the accounts calls', async () => {
    expect((await customer.get('/trpc/socialAccount.list')).status).toBe(200);
    await setMenu('accounts', false);
    expect((await customer.get('/trpc/socialAccount.list')).status).toBe(403);
    await setMenu('accounts', true);
    expect((await customer.get('/trpc/socialAccount.list')).status).toBe(200);
  });

  it('a hidden menu is refused over REST as over tRPC, for every call of the menu', async () => {
    const group = await customer.post('/api/account-groups', { name: 'Menus' });
    expect(group.status).toBe(200);
    const groupId = (group.body as { id: string }).id;
    const draft = await customer.post('/api/posts', { textContent: 'A draft', status: 'draft' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const postId = (draft.body as { id: string }).id;
    const refused = (response: { status: number; body: unknown }, menu: string) => {
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      expect(response.body).toMatchObject({
        message: `The menu "${menu}" is hidden from your role`,
      });
    };

    await setMenu('create', false);
    refused(
      await customer.post('/api/posts', { textContent: 'x', status: 'draft' }),
      'Create Post',
    );
    refused(
      await customer.request('PUT', `/api/posts/${postId}/composition`, {
        body: { textContent: 'x', platforms: [], status: 'draft' },
      }),
      'Create Post',
    );
    await setMenu('create', true);

    await setMenu('calendar', false);
    refused(
      await customer.post(`/api/posts/${postId}/reschedule`, {
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      'Calendar',
    );
    refused(await customer.post(`/api/posts/${postId}/duplicate`, {}), 'Calendar');
    refused(await customer.post('/trpc/post.duplicate', { id: postId }), 'Calendar');
    await setMenu('calendar', true);

    await setMenu('accounts', false);
    refused(
      await customer.get(`/api/oauth/connect/linkedin?groupId=${groupId}`),
      'Connected Accounts',
    );
    await setMenu('accounts', true);

    await setMenu('scheduled', false);
    for (const procedure of ['post.published', 'post.failed', 'post.counts']) {
      expect((await customer.get(`/trpc/${procedure}`)).status, procedure).toBe(403);
    }
    // The post's own page belongs to no menu: the bell and the dashboard lead there.
    expect((await customer.get(`/api/posts/${postId}`)).status).toBe(200);
    await setMenu('scheduled', true);

    // Everything is open again.
    expect((await customer.post(`/api/posts/${postId}/duplicate`, {})).status).toBe(200);
    expect((await customer.get(`/api/oauth/connect/linkedin?groupId=${groupId}`)).status).toBe(200);
  });

  it('hiding Create Post refuses Duplicate, over REST and tRPC', async () => {
    const draft = await customer.post('/api/posts', { textContent: 'To copy', status: 'draft' });
    const postId = (draft.body as { id: string }).id;
    await setMenu('create', false);
    for (const answer of [
      await customer.post(`/api/posts/${postId}/duplicate`, {}),
      await customer.post('/trpc/post.duplicate', { id: postId }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        message: 'The menu "Create Post" is hidden from your role',
      });
    }
    await setMenu('create', true);
    expect((await customer.post(`/api/posts/${postId}/duplicate`, {})).status).toBe(200);
  });

  it('hiding Content Library refuses downloading a content file, not showing it', async () => {
    const owner = await signedUpClient(server.baseUrl);
    const [itemId] = await seedImageItems(server.database.db, owner.userId, ['download-me']);
    const download = `/api/content/${itemId}/file?download=1`;
    // Stored bytes are not seeded: the guard answers before the file is looked for.
    expect((await owner.client.get(download)).status).not.toBe(403);
    await setMenu('content', false);
    const refused = await owner.client.get(download);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'The menu "Content Library" is hidden from your role',
    });
    expect((await owner.client.get(`/api/content/${itemId}/file?download=true`)).status).toBe(403);
    // Shown inline (a post's media, an avatar) it stays: those pages belong to no menu.
    expect((await owner.client.get(`/api/content/${itemId}/file`)).status).not.toBe(403);
    await setMenu('content', true);
    expect((await owner.client.get(download)).status).not.toBe(403);
  });

  it('hiding Credits & Billing refuses GET /api/credits', async () => {
    expect((await customer.get('/api/credits')).status).toBe(200);
    await setMenu('credits', false);
    expect((await customer.get('/api/credits')).status).toBe(403);
    await setMenu('credits', true);
    expect((await customer.get('/api/credits')).status).toBe(200);
  });
});
