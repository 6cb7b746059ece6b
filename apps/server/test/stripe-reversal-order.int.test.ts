import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptionPlans } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * A refund or dispute must never be lost, whichever webhook Stripe delivers first (ADR 0064): the
 * product is down (every delivery refused) while a purchase is paid and then reversed on the
 * simulator; once it is up, the simulator redelivers the reversal before its purchase, or after
 * it. Either way the balance, the ledger, the lots and Stripe's own view agree.
 */
let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  // No automatic redelivery: the test says when the refused events come again, and in which order.
  server = await startTestServer({}, { stripeRetryDelaysMs: [] });
  admin = (await adminClient(server)).client;
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

interface EventRecord {
  id: string;
  type: string;
  object: string | null;
  delivered: boolean;
  attempts: { status: number | null }[];
}

async function events(): Promise<EventRecord[]> {
  return ((await control('GET', '/events')) as { data: EventRecord[] }).data;
}

/** The product goes down: every delivery from now on is refused (Stripe keeps the events). */
async function productDown(): Promise<string[]> {
  await control('PUT', '/faults', { webhooks: { badSignature: true } });
  return (await events()).map((event) => event.id);
}

/** Waits until every event since `before` was attempted (and refused) once. */
async function refusedSince(before: string[]): Promise<EventRecord[]> {
  let missed: EventRecord[] = [];
  await expect
    .poll(async () => {
      missed = (await events()).filter((event) => !before.includes(event.id));
      return missed.length > 0 && missed.every((event) => event.attempts.length > 0);
    })
    .toBe(true);
  expect(missed.every((event) => !event.delivered)).toBe(true);
  return missed;
}

/** The product is up again; Stripe redelivers `ordered` one after the other, in that order. */
async function productUp(ordered: EventRecord[]): Promise<void> {
  await control('DELETE', '/faults');
  for (const event of ordered) await control('POST', `/events/${event.id}/resend`);
  await expect
    .poll(async () => {
      const now = await events();
      return ordered.every((event) => now.find((each) => each.id === event.id)?.delivered);
    })
    .toBe(true);
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

interface SessionLookup {
  paymentIntent: string | null;
  charge: string | null;
}

/** Balance, ledger sum and lots' remaining credits: the three must always be one number. */
async function books(userId: string) {
  const [row] = await server.database.db.execute<{
    balance: number;
    ledger: number;
    lots: number;
  }>(sql`
    select
      (select credits from users where id = ${userId}) as balance,
      (select coalesce(sum(amount), 0)::int from credit_transactions where user_id = ${userId}) as ledger,
      (select coalesce(sum(remaining), 0)::int from credit_lots where user_id = ${userId}) as lots`);
  return row;
}

async function expectBooks(userId: string, balance: number): Promise<void> {
  expect(await books(userId)).toEqual({ balance, ledger: balance, lots: balance });
}

/** Our payment agrees with Stripe's charge: the refunded amount and the state. */
async function expectStripesView(
  paymentId: string,
  chargeId: string,
  status: 'refunded' | 'disputed' | 'completed',
): Promise<void> {
  const stripe = server.core.billing?.stripe;
  if (!stripe) throw new Error('no billing');
  const charge = await stripe.charges.retrieve(chargeId);
  const [payment] = await server.database.db
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId));
  expect(payment).toMatchObject({ status, amountRefunded: charge.amount_refunded });
  expect(charge.disputed).toBe(status === 'disputed');
}

async function buyPackWhileDown(client: HttpClient, userId: string) {
  const response = await client.post('/api/credits/purchase', { package: 'growth', amount: 1000 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const sessionId = sessionIdOf((response.body as { url: string }).url);
  await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  const lookup = (await control('GET', `/checkout-sessions/${sessionId}`)) as SessionLookup;
  const [payment] = await server.database.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId));
  if (!payment || !lookup.charge) throw new Error('no payment');
  return { paymentId: payment.id, chargeId: lookup.charge };
}

const ORDERS = ['reversal first', 'purchase first'] as const;

function inOrder(
  refused: EventRecord[],
  isReversal: (event: EventRecord) => boolean,
  order: (typeof ORDERS)[number],
): EventRecord[] {
  const reversals = refused.filter(isReversal);
  const purchase = refused.filter((event) => !isReversal(event));
  expect(reversals.length).toBeGreaterThan(0);
  expect(purchase.length).toBeGreaterThan(0);
  return order === 'reversal first' ? [...reversals, ...purchase] : [...purchase, ...reversals];
}

describe('a reversal and its purchase, in either order, with the product down in between', () => {
  for (const order of ORDERS) {
    it(`a pack refunded: its credits gone, the payment refunded (${order})`, async () => {
      const { client, userId } = await signedUpClient(server.baseUrl);
      const before = await productDown();
      const { paymentId, chargeId } = await buyPackWhileDown(client, userId);
      await control('POST', `/charges/${chargeId}/refund`, {});
      const refused = await refusedSince(before);
      await productUp(inOrder(refused, (event) => event.type === 'charge.refunded', order));
      await expectBooks(userId, 60);
      await expectStripesView(paymentId, chargeId, 'refunded');
    });

    it(`a pack half refunded: half its credits stay (${order})`, async () => {
      const { client, userId } = await signedUpClient(server.baseUrl);
      const before = await productDown();
      const { paymentId, chargeId } = await buyPackWhileDown(client, userId);
      const [payment] = await server.database.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(eq(payments.id, paymentId));
      await control('POST', `/charges/${chargeId}/refund`, { amount: (payment?.amount ?? 0) / 2 });
      const refused = await refusedSince(before);
      await productUp(inOrder(refused, (event) => event.type === 'charge.refunded', order));
      await expectBooks(userId, 60 + 500);
      await expectStripesView(paymentId, chargeId, 'completed');
    });

    it(`a pack disputed: its credits taken back, the payment disputed (${order})`, async () => {
      const { client, userId } = await signedUpClient(server.baseUrl);
      const before = await productDown();
      const { paymentId, chargeId } = await buyPackWhileDown(client, userId);
      await control('POST', `/charges/${chargeId}/dispute`, {});
      const refused = await refusedSince(before);
      await productUp(inOrder(refused, (event) => event.type.startsWith('charge.dispute.'), order));
      await expectBooks(userId, 60);
      await expectStripesView(paymentId, chargeId, 'disputed');
    });

    it(`a subscription's first invoice refunded: its plan credits gone (${order})`, async () => {
      const [pro] = await server.database.db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.name, 'Pro Plan'));
      const { client, userId } = await signedUpClient(server.baseUrl);
      const before = await productDown();
      const answer = await client.post('/api/subscription/subscribe', {
        planId: pro?.id,
        paymentProvider: 'stripe',
        interval: 'month',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const sessionId = sessionIdOf((answer.body as { url: string }).url);
      await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
      const lookup = (await control('GET', `/checkout-sessions/${sessionId}`)) as SessionLookup;
      await control('POST', `/charges/${lookup.charge}/refund`, {});
      const refused = await refusedSince(before);
      await productUp(inOrder(refused, (event) => event.type === 'charge.refunded', order));
      await expectBooks(userId, 60);
      const [payment] = await server.database.db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId));
      if (!payment || !lookup.charge) throw new Error('no payment');
      await expectStripesView(payment.id, lookup.charge, 'refunded');
    });
  }
});
