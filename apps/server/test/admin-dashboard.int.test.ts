import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans, users } from '@fanout/db/schema';
import { insertPayment, insertSubscription, type PaymentFacts } from '@fanout/db/testing';
import type { AdminStats, UserDetail, UserDirectoryPage } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { HttpClient, signedUpClient, uniqueEmail, unverifiedClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
let admin: HttpClient;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await adminClient(server);
  admin = signedIn.client;
  adminId = signedIn.userId;
});
afterAll(async () => server.close());

async function stats(): Promise<AdminStats> {
  const response = await admin.get('/api/admin/stats');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AdminStats;
}

async function directory(query: string): Promise<UserDirectoryPage> {
  const response = await admin.get(`/api/admin/user-directory?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as UserDirectoryPage;
}

async function createPlan(name: string): Promise<string> {
  const [plan] = await server.database.db
    .insert(subscriptionPlans)
    .values({ name, priceMonthly: 1200, priceYearly: 11_500, creditsPerMonth: 500 })
    .returning({ id: subscriptionPlans.id });
  if (!plan) throw new Error('no plan');
  return plan.id;
}

async function subscribe(userId: string, planId: string, status: 'active' | 'canceled') {
  await insertSubscription(server.database.db, { userId, planId, status });
}

async function pay(userId: string, facts: PaymentFacts) {
  await insertPayment(server.database.db, userId, facts);
}

async function setName(userId: string, firstName: string, lastName: string) {
  await server.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
}

describe('GET /api/admin/stats', () => {
  it('counts users, active subscriptions, this UTC month’s revenue less refunds and packages sold', async () => {
    const before = await stats();
    const [payer, canceled] = await Promise.all([
      signedUpClient(server.baseUrl),
      signedUpClient(server.baseUrl),
    ]);
    const planId = await createPlan(`Stats Plan ${randomUUID()}`);
    await subscribe(payer.userId, planId, 'active');
    await subscribe(canceled.userId, planId, 'canceled');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3_600_000);
    await pay(payer.userId, {
      kind: 'subscription',
      status: 'completed',
      amount: 1200,
      completedAt: now,
    });
    // Partly refunded: counts what was kept (2500 − 1000).
    await pay(payer.userId, {
      kind: 'credit_pack',
      status: 'completed',
      amount: 2500,
      amountRefunded: 1000,
      completedAt: now,
    });
    await pay(payer.userId, {
      kind: 'credit_package',
      status: 'completed',
      amount: 1650,
      completedAt: now,
    });
    // None of these count: last month's, a full refund, a pending checkout, a failed invoice.
    await pay(payer.userId, {
      kind: 'credit_package',
      status: 'completed',
      amount: 9900,
      completedAt: lastMonth,
    });
    await pay(payer.userId, {
      kind: 'credit_package',
      status: 'refunded',
      amount: 700,
      amountRefunded: 700,
      completedAt: now,
    });
    await pay(payer.userId, {
      kind: 'credit_package',
      status: 'pending',
      amount: 800,
      completedAt: null,
    });
    await pay(payer.userId, {
      kind: 'subscription',
      status: 'failed',
      amount: 1200,
      completedAt: null,
    });

    const after = await stats();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      totalSubscriptions: before.totalSubscriptions + 1,
      totalRevenue: before.totalRevenue + 1200 + 1500 + 1650,
      // 'One-time purchases this month', as the card's caption says: a pack of /credits and a
      // package of /buy-credits alike.
      creditPackagesSold: before.creditPackagesSold + 2,
    });
    expect(after.totalUsers).toBe(await server.database.db.$count(users));
  });
});

describe('GET /api/admin/user-directory', () => {
  it('finds users by email or name in any case, with LIKE wildcards taken literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const byEmail = await signedUpClient(server.baseUrl, `dir-${tag}-mail@example.com`);
    const byName = await signedUpClient(server.baseUrl);
    await setName(byName.userId, 'Ada', `Lovelace${tag}`);

    const found = await directory(`q=${encodeURIComponent(`DIR-${tag}`)}`);
    expect(found.users.map((user) => user.email)).toEqual([byEmail.email]);
    expect(found.total).toBe(1);

    const named = await directory(`q=${encodeURIComponent(`ada lovelace${tag}`)}`);
    expect(named.users).toEqual([
      expect.objectContaining({
        id: byName.userId,
        fullName: `Ada Lovelace${tag}`,
        status: 'active',
      }),
    ]);
    // "_" and "%" would match anything as patterns; as text they match no address here.
    expect((await directory(`q=${encodeURIComponent(`dir_${tag}`)}`)).total).toBe(0);
    expect((await directory('q=%25')).total).toBe(0);
  });

  it('pages with a total, newest first, and shows credits, plan, roles and status', async () => {
    const tag = randomUUID().slice(0, 8);
    const created: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      created.push((await signedUpClient(server.baseUrl, uniqueEmail(`page-${tag}`))).userId);
    }
    const unverified = await unverifiedClient(server.baseUrl, uniqueEmail(`page-${tag}`));
    const planId = await createPlan(`Directory Plan ${tag}`);
    await subscribe(created[0] ?? '', planId, 'active');
    const suspended = created[1] ?? '';
    expect((await admin.post('/api/admin/suspend-user', { userId: suspended })).status).toBe(200);

    const first = await directory(`q=page-${tag}&page=1&pageSize=4`);
    const second = await directory(`q=page-${tag}&page=2&pageSize=4`);
    expect([first.total, second.total, first.page, second.page, first.pageSize]).toEqual([
      6, 6, 1, 2, 4,
    ]);
    expect(first.users).toHaveLength(4);
    expect(second.users).toHaveLength(2);
    const all = [...first.users, ...second.users];
    // Newest first: the unverified account was made last.
    expect(all.map((user) => user.id)).toEqual([unverified.userId, ...[...created].reverse()]);
    const byId = new Map(all.map((user) => [user.id, user]));
    expect(byId.get(created[0] ?? '')).toMatchObject({
      plan: `Directory Plan ${tag}`,
      roles: ['customer'],
      status: 'active',
      credits: expect.any(Number),
    });
    expect(byId.get(suspended)?.status).toBe('suspended');
    expect(byId.get(unverified.userId)?.status).toBe('unverified');
    expect(byId.get(created[2] ?? '')?.plan).toBeNull();

    const me = await directory(`q=${encodeURIComponent((await emailOf(adminId)) ?? '')}`);
    expect(me.users[0]?.roles).toContain('admin');
  });

  it('refuses a page size over 100 with a message naming the field', async () => {
    const response = await admin.get('/api/admin/user-directory?pageSize=101');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('pageSize must be at most 100');
  });
});

async function emailOf(userId: string): Promise<string | undefined> {
  const [row] = await server.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email;
}

describe('GET /api/admin/users/{id}', () => {
  it('shows counts and the ledger, the adjustment first with its reason', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const adjusted = await admin.post('/api/admin/adjust-credits', {
      userId: customer.userId,
      amount: 25,
      reason: 'Refund for the outage',
    });
    expect(adjusted.status).toBe(200);
    const response = await admin.get(`/api/admin/users/${customer.userId}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const detail = response.body as UserDetail;
    expect(detail).toMatchObject({
      id: customer.userId,
      email: customer.email,
      credits: (adjusted.body as { balance: number }).balance,
      postsCount: 0,
      connectedAccountsCount: 0,
      status: 'active',
    });
    expect(detail.ledger[0]).toMatchObject({
      kind: 'adjustment',
      amount: 25,
      description: 'Refund for the outage',
    });
  });

  it('answers 404 with a clear message for an unknown id and 400 for a malformed one', async () => {
    const unknown = await admin.get(`/api/admin/users/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('User not found');
    expect((await admin.get('/api/admin/users/not-a-uuid')).status).toBe(400);
  });
});

describe('who may read the dashboard', () => {
  it('answers 401 signed out and 403 to a customer on the three paths', async () => {
    const customer = await signedUpClient(server.baseUrl);
    const signedOut = new HttpClient(server.baseUrl);
    for (const path of [
      '/api/admin/stats',
      '/api/admin/user-directory',
      `/api/admin/users/${customer.userId}`,
    ]) {
      expect((await signedOut.get(path)).status, path).toBe(401);
      expect((await customer.client.get(path)).status, path).toBe(403);
    }
  });
});
