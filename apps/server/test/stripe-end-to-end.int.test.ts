import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditLots, payments, subscriptions, users } from '@fanout/db/schema';
import type { CreditsResponse } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * Billing end to end: bought on the Stripe simulator (ADR 0046) through its control API, fulfilled
 * by the simulator's real signed webhooks to POST /api/webhooks/stripe (and the success page's
 * completeCheckout), each exactly once, with redelivery and reordering faults.
 */
let server: TestServer;
let admin: HttpClient;
let pro = '';
let business = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  const listed = (await admin.get('/api/subscription-plans')).body as {
    id: string;
    name: string;
  }[];
  pro = listed.find((plan) => plan.name === 'Pro Plan')?.id ?? '';
  business = listed.find((plan) => plan.name === 'Business Plan')?.id ?? '';
});
afterAll(async () => server.close());
afterEach(async () => {
  await control('DELETE', '/faults');
});

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await admin.request(method, `/sandbox/_control/stripe${path}`, {
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

async function balanceOf(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row?.credits ?? -1;
}

/** Waits for the webhooks to land: the balance reaches `expected` (and stays there a moment). */
async function balanceBecomes(userId: string, expected: number): Promise<void> {
  await expect.poll(() => balanceOf(userId), { timeout: 10_000, interval: 50 }).toBe(expected);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await balanceOf(userId)).toBe(expected);
}

async function buyPack(client: HttpClient): Promise<string> {
  const response = await client.post('/api/credits/purchase', { package: 'growth', amount: 1000 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  return sessionId;
}

/** Subscribes to a plan monthly: a Checkout for a new subscriber, a switch for a subscribed one. */
function subscribeMonthly(client: HttpClient, planId: string) {
  return client.post('/api/subscription/subscribe', {
    planId,
    paymentProvider: 'stripe',
    interval: 'month',
  });
}

/** A new subscriber's Checkout, paid on the simulator. */
async function subscribeAndPay(client: HttpClient, planId: string): Promise<void> {
  const answer = await subscribeMonthly(client, planId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const sessionId = sessionIdOf((answer.body as { url: string }).url);
  await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
}

describe('bought on the Stripe simulator, fulfilled by its webhooks', () => {
  it('a pack: credits once, whether the webhook or the success page comes first', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const sessionId = await buyPack(client);
    const completed = await client.post(`/api/billing/checkout-sessions/${sessionId}/complete`);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toEqual({ status: 'paid', credits: 1000 });
    await balanceBecomes(userId, 1060);
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(payment?.status).toBe('completed');

    const stranger = await signedUpClient(server.baseUrl);
    const stolen = await stranger.client.post(
      `/api/billing/checkout-sessions/${sessionId}/complete`,
    );
    expect(stolen.status).toBe(404);
  });

  it('a pack under duplicate and reversed deliveries: credits once', async () => {
    await control('PUT', '/faults', { webhooks: { duplicate: true, reverseOrder: true } });
    const { client, userId } = await signedUpClient(server.baseUrl);
    await buyPack(client);
    await balanceBecomes(userId, 1060);
  });

  it('a package: its credits expire validityMonths later and show as expiring', async () => {
    const created = await admin.post('/api/admin/credit-packages', {
      name: 'E2E Package',
      description: '',
      creditQuantity: 700,
      priceMultiplier: 120,
      validityMonths: 3,
    });
    const { id } = created.body as { id: string };
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post(`/api/purchase-credits/${id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const sessionId = sessionIdOf((response.body as { url: string }).url);
    await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
    await balanceBecomes(userId, 760);
    const summary = (await client.get('/api/credits')).body as CreditsResponse;
    expect(summary.expiring).toHaveLength(1);
    expect(summary.expiring[0]?.credits).toBe(700);
  });

  it('a declined card changes nothing', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/credits/purchase', {
      package: 'growth',
      amount: 1000,
    });
    const sessionId = sessionIdOf((response.body as { url: string }).url);
    const declined = await admin.request(
      'POST',
      `/sandbox/_control/stripe/checkout-sessions/${sessionId}/pay`,
      { body: { outcome: 'declined' } },
    );
    expect(declined.status).toBe(402);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(userId)).toBe(60);
  });

  it('a declined, then abandoned Checkout ends as Expired in Payment History, never Pending', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/credits/purchase', {
      package: 'growth',
      amount: 1000,
    });
    const sessionId = sessionIdOf((response.body as { url: string }).url);
    const declined = await admin.request(
      'POST',
      `/sandbox/_control/stripe/checkout-sessions/${sessionId}/pay`,
      { body: { outcome: 'declined' } },
    );
    expect(declined.status).toBe(402);
    // Stripe expires the session the buyer left (on time; here at once) and says so by webhook.
    await server.core.billing?.stripe.checkout.sessions.expire(sessionId);
    await expect
      .poll(async () => (await client.get('/api/payments')).body as { status: string }[])
      .toMatchObject([{ status: 'expired' }]);
    expect(await balanceOf(userId)).toBe(60);
  });

  it('Pro monthly: the first invoice and a renewal grant 500 each; a failed renewal grants nothing', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const answer = await client.post('/api/subscription/subscribe', {
      planId: pro,
      paymentProvider: 'stripe',
      interval: 'month',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sessionId = sessionIdOf((answer.body as { url: string }).url);
    await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
    // The success page of a subscription: paid, nothing granted by it (the invoice grants).
    const completed = await client.post(`/api/billing/checkout-sessions/${sessionId}/complete`);
    expect(completed.body).toEqual({ status: 'paid', credits: 0 });
    await balanceBecomes(userId, 560);
    const [stored] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(stored).toMatchObject({ planId: pro, status: 'active', interval: 'month' });
    const lots = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.subscriptionId, stored?.id ?? ''));
    expect(lots.map((lot) => [lot.granted, lot.expiresAt])).toEqual([[500, null]]);

    await control('POST', `/subscriptions/${stored?.stripeSubscriptionId}/advance`, {});
    await balanceBecomes(userId, 1060);

    await control('PUT', '/faults', { renewal: 'fail' });
    await control('POST', `/subscriptions/${stored?.stripeSubscriptionId}/advance`, {});
    await expect
      .poll(async () => {
        const [row] = await server.database.db
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId));
        return row?.status;
      })
      .toBe('past_due');
    // The subscription's update comes before the invoice's failure (Stripe's order): wait for both.
    await expect
      .poll(async () => {
        const rows = await server.database.db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.userId, userId));
        return rows.map((row) => row.status).sort();
      })
      .toEqual(['completed', 'completed', 'failed']);
    expect(await balanceOf(userId)).toBe(1060);
  });

  it('a refund through the simulator takes the pack’s credits back', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const sessionId = await buyPack(client);
    await balanceBecomes(userId, 1060);
    const { charge } = (await control('GET', `/checkout-sessions/${sessionId}`)) as {
      charge: string | null;
    };
    await control('POST', `/charges/${charge}/refund`, {});
    await balanceBecomes(userId, 60);
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(payment?.status).toBe('refunded');
  });

  it('an upgrade grants the difference now; a subscription that ends makes its lots expire', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    await subscribeAndPay(client, pro);
    await balanceBecomes(userId, 560);
    const upgrade = await subscribeMonthly(client, business);
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    // Business gives 1,500 a month, Pro 500: the upgrade's invoice adds the 1,000 more.
    await balanceBecomes(userId, 1560);

    const canceled = await client.post('/api/subscription/cancel');
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const [stored] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    await control('POST', `/subscriptions/${stored?.stripeSubscriptionId}/advance`, {});
    await expect
      .poll(async () => {
        const lots = await server.database.db
          .select({ expiresAt: creditLots.expiresAt })
          .from(creditLots)
          .where(eq(creditLots.subscriptionId, stored?.id ?? ''));
        return lots.map((lot) => lot.expiresAt?.toISOString() ?? null);
      })
      .toEqual([stored?.currentPeriodEnd.toISOString(), stored?.currentPeriodEnd.toISOString()]);
  });

  it('a downgrade waits for the period: its renewal bills and grants the lower plan once', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    await subscribeAndPay(client, business);
    await balanceBecomes(userId, 1560);

    const downgrade = await subscribeMonthly(client, pro);
    expect(downgrade.status, JSON.stringify(downgrade.body)).toBe(200);
    // Nothing billed or granted now: Business stays paid for this period, Pro is the next one.
    await balanceBecomes(userId, 1560);
    expect((await client.get('/api/subscription')).body).toMatchObject({
      planId: business,
      nextPlanId: pro,
    });

    const [stored] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    await control('POST', `/subscriptions/${stored?.stripeSubscriptionId}/advance`, {});
    // The renewal is Pro's: 500 credits, at Pro's price, and Pro is now the plan paid for.
    await balanceBecomes(userId, 2060);
    await expect
      .poll(async () => (await client.get('/api/subscription')).body)
      .toMatchObject({ planId: pro, nextPlanId: null, status: 'active' });
    const billed = await server.database.db
      .select({ amount: payments.amount, credits: payments.credits, status: payments.status })
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(billed.map((row) => [row.amount, row.credits, row.status]).sort()).toEqual([
      [1200, 500, 'completed'],
      [2900, 1500, 'completed'],
    ]);
  });

  it('Pro yearly: the invoice grants month 1 only (the sweep grants the others)', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const answer = await client.post('/api/subscription/subscribe', {
      planId: pro,
      paymentProvider: 'stripe',
      interval: 'year',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sessionId = sessionIdOf((answer.body as { url: string }).url);
    await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
    await balanceBecomes(userId, 560);
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(payment).toMatchObject({
      kind: 'subscription',
      status: 'completed',
      amount: 11520,
      description: 'Pro Plan (yearly)',
    });
  });

  it('deliveries signed with another secret are refused and change nothing; a good one then grants', async () => {
    await control('PUT', '/faults', { webhooks: { badSignature: true } });
    const { client, userId } = await signedUpClient(server.baseUrl);
    const sessionId = await buyPack(client);
    type Listed = {
      data: {
        id: string;
        type: string;
        object: string | null;
        attempts: { status: number | null }[];
      }[];
    };
    const refused = async () =>
      ((await control('GET', '/events')) as Listed).data.find(
        (event) => event.type === 'checkout.session.completed' && event.object === sessionId,
      );
    await expect.poll(async () => (await refused())?.attempts[0]?.status).toBe(400);
    expect(await balanceOf(userId)).toBe(60);
    await control('DELETE', '/faults');
    await control('POST', `/events/${(await refused())?.id}/resend`);
    await balanceBecomes(userId, 1060);
  });
});
