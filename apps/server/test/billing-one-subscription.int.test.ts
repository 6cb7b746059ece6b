import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlanPrice, PAYMENTS_UNAVAILABLE, type BillingDeps } from '@fanout/core/billing';
import {
  billingCustomers,
  notifications,
  payments,
  stripeEvents,
  subscriptions,
} from '@fanout/db/schema';
import { createBillingDeps, resolveAppSecret } from '@fanout/runtime';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * Never two paid subscriptions for one user (ADR 0049): opening a subscription
 * Checkout expires the user's other open ones at Stripe (the simulator, through the real SDK),
 * so only the newest can be paid; a double click still gets the same session; Stripe's own list
 * of the customer's subscriptions is asked before a Checkout opens (the webhook may be late); and
 * a second paid subscription that arrives anyway is cancelled and refunded, and the user told.
 */

let server: TestServer;
let admin: HttpClient;
let plans: { pro: string; business: string };
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await startTestServer({}, { logStream });
  admin = (await adminClient(server)).client;
  const listed = (await admin.get('/api/subscription-plans')).body as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => listed.find((plan) => plan.name === name)?.id ?? '';
  plans = { pro: idOf('Pro Plan'), business: idOf('Business Plan') };
});
afterAll(async () => server.close());

const realNow = () => new Date();
afterEach(() => {
  server.core.now = realNow;
});

type StripeClient = BillingDeps['stripe'];
type CheckoutSession = Awaited<ReturnType<StripeClient['checkout']['sessions']['retrieve']>>;

function stripe(): StripeClient {
  if (!server.core.billing) throw new Error('the test server has no Stripe client');
  return server.core.billing.stripe;
}

async function control(method: string, path: string, body?: unknown) {
  return admin.request(method, `/sandbox/_control/stripe${path}`, {
    ...(body === undefined ? {} : { body }),
  });
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

async function sessionOf(url: string): Promise<CheckoutSession> {
  return stripe().checkout.sessions.retrieve(sessionIdOf(url));
}

/** Subscribe as the user at the given instant (the minute of the idempotency key). */
async function subscribeAt(client: HttpClient, at: string, planId: string): Promise<string> {
  server.core.now = () => new Date(at);
  const answer = await client.post('/api/subscription/subscribe', {
    planId,
    paymentProvider: 'stripe',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { url: string }).url;
}

async function pay(url: string) {
  return control('POST', `/checkout-sessions/${sessionIdOf(url)}/pay`, { outcome: 'succeeded' });
}

async function subscriptionRows(userId: string) {
  return server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

async function settled(): Promise<void> {
  // Lets late webhooks land (a second subscription would show up here).
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('one open subscription Checkout per user', () => {
  it('two Checkouts a minute apart: the first is expired and cannot be paid; the second makes one subscription', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const first = await subscribeAt(client, '2026-11-24T12:00:10Z', plans.pro);
    const second = await subscribeAt(client, '2026-11-24T12:01:20Z', plans.pro);
    expect(second).not.toBe(first);
    expect(await sessionOf(first)).toMatchObject({ status: 'expired', url: null });
    expect((await sessionOf(second)).status).toBe('open');

    // The first tab cannot pay: its page says it expired, its form and the control API refuse.
    const page = await fetch(first);
    expect(await page.text()).toContain(
      'This checkout session has expired and can no longer be paid.',
    );
    const posted = await fetch(first, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
      body: 'cardNumber=4242424242424242',
    });
    expect(posted.status).toBe(409);
    const refused = await pay(first);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('no longer active');

    expect((await pay(second)).status).toBe(200);
    await expect
      .poll(async () => (await subscriptionRows(userId)).length, { timeout: 10_000 })
      .toBe(1);
    await settled();
    const rows = await subscriptionRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', planId: plans.pro });
    // The expiry's webhook is recorded (it changes nothing).
    await expect
      .poll(() =>
        server.database.db.$count(stripeEvents, eq(stripeEvents.type, 'checkout.session.expired')),
      )
      .toBeGreaterThan(0);
  });

  it('another plan in the same minute expires the first; clicking the first plan again opens a new one', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const pro = await subscribeAt(client, '2026-11-24T13:00:05Z', plans.pro);
    const business = await subscribeAt(client, '2026-11-24T13:00:15Z', plans.business);
    expect((await sessionOf(pro)).status).toBe('expired');
    expect((await sessionOf(business)).status).toBe('open');
    // Pro again within the same minute: Stripe's idempotency would replay the expired session;
    // the user gets a fresh one instead, and Business is expired.
    const proAgain = await subscribeAt(client, '2026-11-24T13:00:25Z', plans.pro);
    expect(proAgain).not.toBe(pro);
    expect((await sessionOf(proAgain)).status).toBe('open');
    expect((await sessionOf(business)).status).toBe('expired');
    // And a double click on it right after still gets that same session.
    expect(await subscribeAt(client, '2026-11-24T13:00:35Z', plans.pro)).toBe(proAgain);
    expect((await sessionOf(proAgain)).status).toBe('open');
  });

  it('a double click in the same minute gets the same session back, still open and payable', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    server.core.now = () => new Date('2026-11-24T14:00:30Z');
    const answers = await Promise.all(
      [1, 2].map(() =>
        client.post('/api/subscription/subscribe', {
          planId: plans.pro,
          paymentProvider: 'stripe',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => (a.body as { url: string }).url);
    expect(first).toBe(second);
    // Sequential, too: the lock makes the second click see the first's session and keep it open.
    const third = await subscribeAt(client, '2026-11-24T14:00:50Z', plans.pro);
    expect(third).toBe(first);
    expect((await sessionOf(String(first))).status).toBe('open');
    expect((await pay(String(first))).status).toBe(200);
    await expect
      .poll(async () => (await subscriptionRows(userId)).length, { timeout: 10_000 })
      .toBe(1);
  });

  it('credit-pack Checkouts stay open', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const pack = await client.post('/api/credits/purchase', { package: 'growth', amount: 1000 });
    expect(pack.status, JSON.stringify(pack.body)).toBe(200);
    await subscribeAt(client, '2026-11-24T15:00:00Z', plans.pro);
    expect((await sessionOf((pack.body as { url: string }).url)).status).toBe('open');
  });
});

/** The customer's subscriptions as Stripe lists them (every status). */
async function stripeSubscriptionsOf(userId: string) {
  const [customer] = await server.database.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  const listed = await stripe().subscriptions.list({
    customer: customer?.stripeCustomerId ?? '',
    status: 'all',
  });
  return listed.data;
}

describe('Stripe asked, not only our table', () => {
  it('paid while the webhooks are late: Subscribe again opens no second Checkout', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const first = await subscribeAt(client, '2026-11-24T18:00:00Z', plans.pro);
    // The product hears nothing from Stripe for now: every delivery is refused.
    await control('PUT', '/faults', { webhooks: { badSignature: true } });
    try {
      expect((await pay(first)).status).toBe(200);
      expect(await subscriptionRows(userId)).toHaveLength(0);
      server.core.now = () => new Date('2026-11-24T18:05:00Z');
      const again = await client.post('/api/subscription/subscribe', {
        planId: plans.pro,
        paymentProvider: 'stripe',
      });
      expect(again.status, JSON.stringify(again.body)).toBe(400);
      expect(again.body).toMatchObject({ message: 'You are already subscribed to Pro Plan' });
      const paid = (await stripeSubscriptionsOf(userId)).filter((sub) => sub.status === 'active');
      expect(paid).toHaveLength(1);
    } finally {
      await control('DELETE', '/faults');
    }
  });

  it('20 parallel subscribes each get an answer, none a 5xx, and leave one open Checkout', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    server.core.now = () => new Date('2026-11-24T19:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/subscription/subscribe', {
          planId: i % 2 === 0 ? plans.pro : plans.business,
          paymentProvider: 'stripe',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const [customer] = await server.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    const open = await stripe().checkout.sessions.list({
      customer: customer?.stripeCustomerId ?? '',
      status: 'open',
    });
    expect(open.data).toHaveLength(1);
  });
});

describe('a second paid subscription despite this', () => {
  it('the newer one is cancelled and refunded automatically, and the user is told', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    // One Checkout through the product, one made outside it (as in Stripe's Dashboard): both paid.
    const ours = await subscribeAt(client, '2026-11-24T16:00:00Z', plans.pro);
    const [customer] = await server.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    const price = await ensurePlanPrice(server.core, { id: plans.business }, 'month');
    const outside = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer: customer?.stripeCustomerId ?? '',
      line_items: [{ price, quantity: 1 }],
      success_url: `${server.baseUrl}/subscription`,
      subscription_data: { metadata: { userId, planId: plans.business, interval: 'month' } },
    });
    expect((await pay(ours)).status).toBe(200);
    await expect
      .poll(async () => (await subscriptionRows(userId)).length, { timeout: 10_000 })
      .toBe(1);
    expect((await pay(String(outside.url))).status).toBe(200);
    const newer = String((await stripe().checkout.sessions.retrieve(outside.id)).subscription);
    // Stripe's view: the newer subscription cancelled, its charge refunded in full.
    await expect
      .poll(async () => (await stripe().subscriptions.retrieve(newer)).status, {
        timeout: 10_000,
      })
      .toBe('canceled');
    const invoice = await stripe().invoices.retrieve(
      String((await stripe().subscriptions.retrieve(newer)).latest_invoice),
      { expand: ['payments'] },
    );
    const intent = invoice.payments?.data[0]?.payment.payment_intent;
    const charge = await stripe().charges.retrieve(
      String((await stripe().paymentIntents.retrieve(String(intent))).latest_charge),
    );
    expect(charge.amount_refunded).toBe(charge.amount);
    // Ours: Pro stays, the Business credits are gone, the payment refunded, the user told once.
    await expect
      .poll(async () => {
        const rows = await subscriptionRows(userId);
        return rows.map((row) => [row.planId === plans.pro ? 'pro' : 'business', row.status]);
      })
      .toEqual(
        expect.arrayContaining([
          ['pro', 'active'],
          ['business', 'canceled'],
        ]),
      );
    await expect
      .poll(async () =>
        (
          await server.database.db
            .select({ status: payments.status, amount: payments.amount })
            .from(payments)
            .where(eq(payments.userId, userId))
        )
          .map((row) => `${row.amount}:${row.status}`)
          .sort(),
      )
      .toEqual(['1200:completed', '2900:refunded']);
    await settled();
    const [books] = await server.database.db.execute<{ balance: number; lots: number }>(sql`
      select (select credits from users where id = ${userId}) as balance,
        (select coalesce(sum(remaining), 0)::int from credit_lots where user_id = ${userId}) as lots`);
    expect(books).toEqual({ balance: 560, lots: 560 });
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.kind, 'subscription_refunded')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Business Plan');
  });
});

/**
 * A proxy to the server that answers Stripe's 400 to every expire request (a Stripe refusal on
 * that one call) and passes everything else through.
 */
const HOP_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding']);

async function refusingExpiry(): Promise<{
  url: string;
  refused: () => string[];
  close: () => Promise<void>;
}> {
  const refused: string[] = [];
  const proxy: Server = createServer((request, response) => {
    if (request.url?.endsWith('/expire')) {
      refused.push(request.url.split('/').at(-2) ?? '');
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No.' } }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch sets the host, the length and the connection itself.
        if (typeof value === 'string' && !HOP_HEADERS.has(name)) headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : null;
      void fetch(`${server.baseUrl}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        body,
      }).then(
        async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          response.writeHead(502);
          response.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

describe('Stripe refusing to expire the older Checkout', () => {
  it('answers the 502 "Payments are unavailable", with no URL to pay', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    const older = await subscribeAt(client, '2026-11-24T17:00:00Z', plans.pro);
    const proxy = await refusingExpiry();
    const billing = server.core.billing;
    server.core.billing = createBillingDeps(
      { ...server.config, publicUrl: proxy.url },
      // The server's own secret: the simulator's key is derived from it.
      resolveAppSecret(server.config, server.core.logger),
    );
    try {
      server.core.now = () => new Date('2026-11-24T17:05:00Z');
      const answer = await client.post('/api/subscription/subscribe', {
        planId: plans.business,
        paymentProvider: 'stripe',
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ message: PAYMENTS_UNAVAILABLE });
      expect(answer.body).not.toHaveProperty('url');
      expect(proxy.refused()).toEqual([sessionIdOf(older)]);
    } finally {
      server.core.billing = billing;
      await proxy.close();
    }
    expect((await sessionOf(older)).status).toBe('open');
  });
});
