import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@fanout/db/schema';
import { insertSubscription } from '@fanout/db/testing';
import { adminClient } from './admin-helpers';
import { type HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * A plan may include menus (ADR 0090): Analytics hidden from the customer role and sold with a
 * plan is open to that plan's subscribers while their subscription entitles them, and closed again
 * when it ends, over REST as in the menu list.
 */

let server: TestServer;
let admin: HttpClient;
let subscriber: HttpClient;
let subscriberId: string;
let other: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  ({ client: subscriber, userId: subscriberId } = await signedUpClient(server.baseUrl));
  ({ client: other } = await signedUpClient(server.baseUrl));
});
afterAll(async () => server.close());

const PLAN = {
  name: 'Insights Plan',
  description: 'With analytics',
  priceMonthly: 1500,
  priceYearly: 14400,
  creditsPerMonth: 300,
  features: ['Analytics & Insights'],
  isActive: true,
};

async function hideFromCustomers(menuId: string): Promise<void> {
  const roles = (await admin.get('/api/admin/roles')).body as Array<{ id: string; name: string }>;
  const permissions = (await admin.get('/api/permissions')).body as Array<{
    id: string;
    name: string;
  }>;
  const query = new URLSearchParams({
    roleId: roles.find((role) => role.name === 'customer')?.id ?? '',
    permissionId: permissions.find((p) => p.name === `access_${menuId}`)?.id ?? '',
  });
  const hidden = await admin.request('DELETE', `/api/admin/role-permissions?${query.toString()}`);
  expect(hidden.body).toEqual({ changed: true });
}

const ANALYTICS = '/api/analytics?from=2026-11-01&to=2026-11-30';

const menuIdsOf = async (client: HttpClient) =>
  ((await client.get('/api/accessible-menus')).body as Array<{ id: string }>).map((m) => m.id);

describe('menus a plan includes', () => {
  it('refuses an unknown menu by name and keeps the menus a plan was saved with', async () => {
    const refused = await admin.post('/api/admin/subscription-plans', {
      ...PLAN,
      menuIds: ['analytics', 'no-such-menu'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Unknown menu: no-such-menu' });
    const plans = (await admin.get('/api/admin/subscription-plans')).body as Array<{
      name: string;
    }>;
    expect(plans.map((plan) => plan.name)).not.toContain(PLAN.name);
  });

  it("opens Analytics to the plan's subscribers only, while their subscription entitles them", async () => {
    await hideFromCustomers('analytics');
    const created = await admin.post('/api/admin/subscription-plans', {
      ...PLAN,
      menuIds: ['analytics', 'analytics'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const plan = created.body as { id: string; menuIds: string[] };
    expect(plan.menuIds).toEqual(['analytics']);

    expect((await subscriber.get(ANALYTICS)).status).toBe(403);
    expect(await menuIdsOf(subscriber)).not.toContain('analytics');

    const subscriptionId = await insertSubscription(server.database.db, {
      userId: subscriberId,
      planId: plan.id,
      status: 'active',
    });
    expect((await subscriber.get(ANALYTICS)).status).toBe(200);
    expect(await menuIdsOf(subscriber)).toContain('analytics');
    // Another customer, with no subscription, still may not.
    expect((await other.get(ANALYTICS)).status).toBe(403);
    expect(await menuIdsOf(other)).not.toContain('analytics');

    await server.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.id, subscriptionId));
    expect((await subscriber.get(ANALYTICS)).status).toBe(403);
    expect(await menuIdsOf(subscriber)).not.toContain('analytics');
  });

  it('lets an administrator take the menu out of the plan again', async () => {
    const plans = (await admin.get('/api/admin/subscription-plans')).body as Array<{
      id: string;
      name: string;
      menuIds: string[];
    }>;
    const plan = plans.find((item) => item.name === PLAN.name);
    expect(plan?.menuIds).toEqual(['analytics']);
    const updated = await admin.request('PATCH', `/api/admin/subscription-plans/${plan?.id}`, {
      body: { ...PLAN, menuIds: [] },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((updated.body as { menuIds: string[] }).menuIds).toEqual([]);
  });
});
