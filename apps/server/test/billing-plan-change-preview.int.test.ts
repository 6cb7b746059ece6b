import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSubscription, type BillingDeps } from '@fanout/core/billing';
import { payments } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * A plan change shows what it will do before it does (ADR 0067): `GET /api/subscription/preview`
 * answers from Stripe's invoice preview (the simulator's `invoices.createPreview`), and the amount
 * shown is the amount the switch then charges; the switch's payment is labelled prorated.
 */

let server: TestServer;
let admin: HttpClient;
let plans: { pro: string; business: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
  const listed = (await admin.get('/api/subscription-plans')).body as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => listed.find((plan) => plan.name === name)?.id ?? '';
  plans = { pro: idOf('Pro Plan'), business: idOf('Business Plan') };
});
afterAll(async () => server.close());

type StripeClient = BillingDeps['stripe'];
function stripe(): StripeClient {
  if (!server.core.billing) throw new Error('the test server has no Stripe client');
  return server.core.billing.stripe;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await admin.request(method, `/sandbox/_control/stripe${path}`, {
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

async function subscribed(planId: string) {
  const user = await signedUpClient(server.baseUrl);
  const answer = await user.client.post('/api/subscription/subscribe', { planId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const sessionId = (answer.body as { url: string }).url.split('/').pop() ?? '';
  await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  const { subscription } = (await control('GET', `/checkout-sessions/${sessionId}`)) as {
    subscription: string;
  };
  const live = await stripe().subscriptions.retrieve(subscription);
  await storeSubscription(server.database.db, live, { paidPlanId: planId });
  return { ...user, live };
}

const preview = (client: HttpClient, planId: string, interval = 'month') =>
  client.get(`/api/subscription/preview?planId=${planId}&interval=${interval}`);

describe('a plan change, previewed', () => {
  it('without a subscription: the plan is paid in Checkout at its price', async () => {
    const user = await signedUpClient(server.baseUrl);
    const answer = await preview(user.client, plans.pro);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'checkout',
      planName: 'Pro Plan',
      amountNow: 1200,
      recurringAmount: 1200,
    });
  });

  it('an upgrade: the amount previewed is the amount charged, and its payment says prorated', async () => {
    const user = await subscribed(plans.pro);
    const answer = await preview(user.client, plans.business);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const shown = answer.body as { kind: string; amountNow: number; recurringAmount: number };
    expect(shown).toMatchObject({ kind: 'now', planName: 'Business Plan', changesInterval: false });
    expect(shown.amountNow).toBeGreaterThan(0);
    expect(shown.amountNow).toBeLessThan(shown.recurringAmount);
    // Nothing changed in Stripe.
    const still = await stripe().subscriptions.retrieve(user.live.id);
    expect(still.latest_invoice).toBe(user.live.latest_invoice);
    const switched = await user.client.post('/api/subscription/subscribe', {
      planId: plans.business,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const after = await stripe().subscriptions.retrieve(user.live.id);
    const invoice = await stripe().invoices.retrieve(String(after.latest_invoice));
    expect(invoice.amount_paid).toBe(shown.amountNow);
    await expect
      .poll(
        async () => {
          const [row] = await server.database.db
            .select({ description: payments.description, amount: payments.amount })
            .from(payments)
            .where(eq(payments.stripeInvoiceId, invoice.id));
          return row;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toEqual({ description: 'Business Plan (monthly), prorated', amount: shown.amountNow });
  });

  it('monthly to yearly: the unused month is credited against the year', async () => {
    const user = await subscribed(plans.pro);
    const answer = await preview(user.client, plans.pro, 'year');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      kind: 'now',
      changesInterval: true,
      interval: 'year',
      recurringAmount: 11520,
      amountNow: 11520 - 1200,
    });
  });

  it('a downgrade: the day it takes effect, nothing now; the plan held is refused', async () => {
    const user = await subscribed(plans.business);
    const answer = await preview(user.client, plans.pro);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const periodEnd = user.live.items.data[0]?.current_period_end ?? 0;
    expect(answer.body).toMatchObject({
      kind: 'later',
      amountNow: 0,
      effectiveAt: new Date(periodEnd * 1000).toISOString(),
    });
    const same = await preview(user.client, plans.business);
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ message: 'You are already subscribed to Business Plan' });
  });
});
