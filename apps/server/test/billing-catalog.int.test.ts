import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans, subscriptions, userRoles } from '@fanout/db/schema';
import type { CreditPackage } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0049: what administrators sell (plans, packages) and what customers read
 * (plans, packages, their subscription and payments), over real HTTP on a real database, with
 * every permission enforced by the server. Nothing here reaches Stripe.
 */

let server: TestServer;
let admin: HttpClient;
let customer: HttpClient;
let customerId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  ({ client: customer, userId: customerId } = await signedUpClient(server.baseUrl));
});
afterAll(async () => server.close());

const patch = (client: HttpClient, path: string, body: unknown) =>
  client.request('PATCH', path, { body });
const del = (client: HttpClient, path: string) => client.request('DELETE', path);
const messageOf = (body: unknown) => (body as { message?: string }).message ?? '';

const PLAN = {
  name: 'Starter Plan',
  description: 'For trying things out',
  priceMonthly: 500,
  priceYearly: 4800,
  creditsPerMonth: 150,
  features: ['150 credits a month', 'All nine platforms'],
  isActive: true,
};
const PACKAGE = {
  name: 'Big Bundle',
  description: 'Lots of credits',
  creditQuantity: 1000,
  priceMultiplier: 110,
  validityMonths: 12,
  isActive: true,
};

async function createPlan(overrides: Partial<typeof PLAN> = {}): Promise<{ id: string }> {
  const response = await admin.post('/api/admin/subscription-plans', { ...PLAN, ...overrides });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string };
}

async function subscribeInDatabase(userId: string, planId: string, nextPlanId?: string) {
  const now = Date.now();
  const [row] = await server.database.db
    .insert(subscriptions)
    .values({
      userId,
      planId,
      nextPlanId: nextPlanId ?? null,
      interval: 'month',
      status: 'active',
      stripeSubscriptionId: `sub_${randomUUID()}`,
      stripePriceId: `price_${randomUUID()}`,
      currentPeriodStart: new Date(now - 86_400_000),
      currentPeriodEnd: new Date(now + 29 * 86_400_000),
    })
    .returning();
  return row;
}

describe('the REST paths of spec 001 §7', () => {
  const PATHS: [string, string][] = [
    ['get', '/api/credit-packages'],
    ['get', '/api/subscription-plans'],
    ['get', '/api/subscription'],
    ['get', '/api/payments'],
    ['post', '/api/credits/purchase'],
    ['post', '/api/purchase-credits/{packageId}'],
    ['post', '/api/subscription/subscribe'],
    ['post', '/api/subscription/cancel'],
    ['post', '/api/admin/subscription-plans'],
    ['patch', '/api/admin/subscription-plans/{id}'],
    ['delete', '/api/admin/subscription-plans/{id}'],
    ['post', '/api/admin/credit-packages'],
    ['patch', '/api/admin/credit-packages/{id}'],
    ['delete', '/api/admin/credit-packages/{id}'],
  ];

  it('are each in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of PATHS) {
      expect(
        document.paths[path.replace(/^\/api/, '')]?.[method],
        `${method} ${path}`,
      ).toBeDefined();
    }
  });

  it("answer the customer's reads (not 404): plans, packages, subscription, payments", async () => {
    const plans = await customer.get('/api/subscription-plans');
    expect(plans.status).toBe(200);
    // Migration 0017 seeds the spec's two plans.
    expect(plans.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Pro Plan', priceMonthly: 1200, creditsPerMonth: 500 }),
        expect.objectContaining({ name: 'Business Plan', priceMonthly: 2900, priceYearly: 27840 }),
      ]),
    );
    expect((await customer.get('/api/credit-packages')).status).toBe(200);
    expect(await customer.get('/api/subscription')).toMatchObject({ status: 200, body: null });
    expect(await customer.get('/api/payments')).toMatchObject({ status: 200, body: [] });
  });
});

describe('permissions', () => {
  const ADMIN_ROUTES: [string, string, unknown?][] = [
    ['GET', '/api/admin/subscription-plans'],
    ['POST', '/api/admin/subscription-plans', PLAN],
    ['PATCH', `/api/admin/subscription-plans/${randomUUID()}`, PLAN],
    ['DELETE', `/api/admin/subscription-plans/${randomUUID()}`],
    ['GET', '/api/admin/credit-packages'],
    ['POST', '/api/admin/credit-packages', PACKAGE],
    ['PATCH', `/api/admin/credit-packages/${randomUUID()}`, PACKAGE],
    ['DELETE', `/api/admin/credit-packages/${randomUUID()}`],
  ];

  it.each(ADMIN_ROUTES)('a customer gets 403 from %s %s', async (method, path, body) => {
    const response = await customer.request(method, path, body ? { body } : {});
    expect(response.status).toBe(403);
    expect(messageOf(response.body)).toMatch(/manage_(subscription_plans|credit_packages)/);
  });

  it('a customer cannot reach the admin procedures over tRPC either', async () => {
    const response = await customer.get('/trpc/catalog.plans');
    expect(response.status).toBe(403);
  });

  it('a user without purchase_credits is refused every billing route', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    await server.database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/credit-packages'],
      ['GET', '/api/subscription-plans'],
      ['GET', '/api/subscription'],
      ['GET', '/api/payments'],
      ['POST', '/api/credits/purchase', { package: 'growth', amount: 1000 }],
      ['POST', `/api/purchase-credits/${randomUUID()}`, {}],
      ['POST', '/api/subscription/subscribe', { planId: randomUUID(), paymentProvider: 'stripe' }],
      ['POST', '/api/subscription/cancel', {}],
      ['POST', '/api/billing/portal', {}],
    ];
    for (const [method, path, body] of routes) {
      const response = await client.request(method, path, body ? { body } : {});
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(messageOf(response.body)).toMatch(/purchase_credits/);
    }
  });

  it('a signed-out visitor gets 401', async () => {
    const response = await new HttpClient(server.baseUrl).get('/api/subscription');
    expect(response.status).toBe(401);
  });
});

describe('subscription plans (admin)', () => {
  it('creates, lists, updates and shows a plan; an inactive one only to the admin', async () => {
    const created = await createPlan();
    // A plan sent without menus includes none (ADR 0090: the field is optional over REST).
    expect(created).toEqual({ id: expect.any(String), ...PLAN, menuIds: [] });
    const adminList = (await admin.get('/api/admin/subscription-plans')).body as { id: string }[];
    expect(adminList.map((p) => p.id)).toContain(created.id);

    const updated = await patch(admin, `/api/admin/subscription-plans/${created.id}`, {
      ...PLAN,
      name: 'Starter Plan 2',
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, name: 'Starter Plan 2', isActive: false });
    const customerList = (await customer.get('/api/subscription-plans')).body as { id: string }[];
    expect(customerList.map((p) => p.id)).not.toContain(created.id);
    const stillListed = (await admin.get('/api/admin/subscription-plans')).body as { id: string }[];
    expect(stillListed.map((p) => p.id)).toContain(created.id);
  });

  it.each([
    [{ priceMonthly: -1 }, 'priceMonthly'],
    [{ priceYearly: 12.5 }, 'priceYearly'],
    [{ name: '   ' }, 'name'],
    [{ creditsPerMonth: 'many' }, 'creditsPerMonth'],
    [{ features: ['x'.repeat(201)] }, 'features'],
    // Over REST, trpc-to-openapi would coerce a plain z.boolean(): "false" must not become true.
    [{ isActive: 'false' }, 'isActive'],
  ])('refuses %j with 400 naming %s, storing nothing', async (bad, field) => {
    const before = await server.database.db.$count(subscriptionPlans);
    const response = await admin.post('/api/admin/subscription-plans', { ...PLAN, ...bad });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toContain(field);
    expect(await server.database.db.$count(subscriptionPlans)).toBe(before);
  });

  it('answers 404 for a plan that does not exist, on update and delete', async () => {
    const id = randomUUID();
    const updated = await patch(admin, `/api/admin/subscription-plans/${id}`, PLAN);
    expect(updated.status).toBe(404);
    expect(messageOf(updated.body)).toBe('Subscription plan not found');
    expect((await del(admin, `/api/admin/subscription-plans/${id}`)).status).toBe(404);
  });

  it('deletes a plan nobody subscribed to', async () => {
    const { id } = await createPlan();
    const response = await del(admin, `/api/admin/subscription-plans/${id}`);
    expect(response).toMatchObject({ status: 200, body: { id, outcome: 'deleted' } });
    expect(await server.database.db.$count(subscriptionPlans, eq(subscriptionPlans.id, id))).toBe(
      0,
    );
  });

  it('archives a plan with a subscriber: hidden from every list, kept for the subscriber', async () => {
    const { id } = await createPlan({ name: 'Legacy Plan' });
    const { userId, client } = await signedUpClient(server.baseUrl);
    await subscribeInDatabase(userId, id);
    const response = await del(admin, `/api/admin/subscription-plans/${id}`);
    expect(response).toMatchObject({ status: 200, body: { id, outcome: 'archived' } });
    const [row] = await server.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id));
    expect(row).toMatchObject({ isActive: false, archivedAt: expect.any(Date) });
    for (const list of ['/api/admin/subscription-plans', '/api/subscription-plans']) {
      const plans = (await admin.get(list)).body as { id: string }[];
      expect(
        plans.map((p) => p.id),
        list,
      ).not.toContain(id);
    }
    expect((await client.get('/api/subscription')).body).toMatchObject({
      planId: id,
      planName: 'Legacy Plan',
      status: 'active',
    });
    // Archived: gone for the admin too.
    expect((await patch(admin, `/api/admin/subscription-plans/${id}`, PLAN)).status).toBe(404);
    const subscribe = await customer.post('/api/subscription/subscribe', {
      planId: id,
      paymentProvider: 'stripe',
    });
    expect(subscribe.status).toBe(404);
  });

  it('archives a plan that is only the next plan of a pending downgrade', async () => {
    const paid = await createPlan({ name: 'Paid Plan' });
    const next = await createPlan({ name: 'Next Plan' });
    const { userId } = await signedUpClient(server.baseUrl);
    await subscribeInDatabase(userId, paid.id, next.id);
    const response = await del(admin, `/api/admin/subscription-plans/${next.id}`);
    expect(response.body).toEqual({ id: next.id, outcome: 'archived' });
  });

  it('refuses to subscribe to an inactive plan', async () => {
    const { id } = await createPlan({ isActive: false, name: 'Hidden Plan' });
    const response = await customer.post('/api/subscription/subscribe', {
      planId: id,
      paymentProvider: 'stripe',
    });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('Hidden Plan is not available');
  });
});

describe('credit packages (admin)', () => {
  it('creates with the computed price, lists it to customers while active, updates, deletes', async () => {
    const created = await admin.post('/api/admin/credit-packages', PACKAGE);
    expect(created.status).toBe(200);
    // 1000 × $0.15 × 110 % = $165.00.
    expect(created.body).toEqual({ id: expect.any(String), ...PACKAGE, priceCents: 16500 });
    const { id } = created.body as { id: string };
    const listed = (await customer.get('/api/credit-packages')).body as { id: string }[];
    expect(listed.map((p) => p.id)).toContain(id);

    const updated = await patch(admin, `/api/admin/credit-packages/${id}`, {
      ...PACKAGE,
      creditQuantity: 333,
      priceMultiplier: 105,
      isActive: false,
    });
    // 333 × 15 × 105 / 100 = 5244.75 cents, rounded half up.
    expect(updated.body).toMatchObject({ id, creditQuantity: 333, priceCents: 5245 });
    const hidden = (await customer.get('/api/credit-packages')).body as { id: string }[];
    expect(hidden.map((p) => p.id)).not.toContain(id);
    const purchase = await customer.post(`/api/purchase-credits/${id}`, {});
    expect(purchase.status).toBe(400);
    expect(messageOf(purchase.body)).toBe('This credit package is not available');

    expect((await del(admin, `/api/admin/credit-packages/${id}`)).body).toEqual({
      id,
      outcome: 'deleted',
    });
    const all = (await admin.get('/api/admin/credit-packages')).body as { id: string }[];
    expect(all.map((p) => p.id)).not.toContain(id);
    expect((await customer.post(`/api/purchase-credits/${id}`, {})).status).toBe(404);
  });

  it.each([
    [{ creditQuantity: 0 }, 'creditQuantity'],
    [{ priceMultiplier: 1001 }, 'priceMultiplier'],
    [{ validityMonths: 1.5 }, 'validityMonths'],
    [{ name: '' }, 'name'],
    [{ isActive: 'false' }, 'isActive'],
  ])('refuses %j with 400 naming %s', async (bad, field) => {
    const response = await admin.post('/api/admin/credit-packages', { ...PACKAGE, ...bad });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toContain(field);
  });

  it('refuses a package nobody could buy: under the $0.50 minimum payment, on create and update', async () => {
    // 3 × $0.15 = $0.45.
    const tiny = await admin.post('/api/admin/credit-packages', {
      ...PACKAGE,
      creditQuantity: 3,
      priceMultiplier: 100,
    });
    expect(tiny.status).toBe(400);
    expect(messageOf(tiny.body)).toBe(
      'This package would cost $0.45, less than the $0.50 minimum payment: raise the credit quantity or the price multiplier',
    );
    // 4 × $0.15 = $0.60 is enough.
    const small = await admin.post('/api/admin/credit-packages', {
      ...PACKAGE,
      creditQuantity: 4,
      priceMultiplier: 100,
    });
    expect(small.status).toBe(200);
    const { id } = small.body as { id: string };
    const cheaper = await patch(admin, `/api/admin/credit-packages/${id}`, {
      ...PACKAGE,
      creditQuantity: 4,
      priceMultiplier: 50,
    });
    expect(cheaper.status).toBe(400);
    expect(messageOf(cheaper.body)).toContain('less than the $0.50 minimum payment');
    const kept = (await admin.get('/api/admin/credit-packages')).body as CreditPackage[];
    expect(kept.find((p) => p.id === id)?.priceCents).toBe(60);
    await del(admin, `/api/admin/credit-packages/${id}`);
  });

  it('answers 404 for a package that does not exist', async () => {
    const id = randomUUID();
    expect((await patch(admin, `/api/admin/credit-packages/${id}`, PACKAGE)).status).toBe(404);
    expect((await del(admin, `/api/admin/credit-packages/${id}`)).status).toBe(404);
  });
});

describe("a customer's own billing reads", () => {
  it('shows their subscription with the next plan of a downgrade, and only their payments', async () => {
    const [pro, business] = await Promise.all([
      createPlan({ name: 'Read Pro' }),
      createPlan({ name: 'Read Business', priceMonthly: 2900 }),
    ]);
    const owner = await signedUpClient(server.baseUrl);
    await subscribeInDatabase(owner.userId, business.id, pro.id);
    const insertPayment = (userId: string, description: string, createdAt: Date) =>
      server.database.db.insert(payments).values({
        userId,
        kind: 'credit_pack',
        status: 'completed',
        amount: 2500,
        credits: 1000,
        description,
        itemId: 'growth',
        createdAt,
      });
    await insertPayment(owner.userId, 'Older', new Date(Date.now() - 60_000));
    await insertPayment(owner.userId, 'Newer', new Date());
    await insertPayment(customerId, 'Someone else', new Date());

    expect((await owner.client.get('/api/subscription')).body).toMatchObject({
      planId: business.id,
      planName: 'Read Business',
      nextPlanId: pro.id,
      nextPlanName: 'Read Pro',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentProvider: 'stripe',
    });
    const listed = (await owner.client.get('/api/payments')).body as { description: string }[];
    expect(listed.map((p) => p.description)).toEqual(['Newer', 'Older']);
    expect(listed[0]).toMatchObject({ amount: 2500, currency: 'usd', status: 'completed' });
  });

  it("refuses a pack purchase whose amount is not the pack's credits, naming amount", async () => {
    const response = await customer.post('/api/credits/purchase', {
      package: 'growth',
      amount: 999,
    });
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatch(/^amount: the Growth Pack is 1000 credits/);
    expect(await server.database.db.$count(payments, eq(payments.userId, customerId))).toBe(1);
  });

  it('refuses to cancel without a subscription', async () => {
    const response = await customer.post('/api/subscription/cancel', {});
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('You have no active subscription to cancel');
  });
});
