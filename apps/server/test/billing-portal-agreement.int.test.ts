import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlanPrice, storeSubscription, type BillingDeps } from '@fanout/core/billing';
import { subscriptionPlans } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * The billing portal and Fanout agree on the plan at every step (ADR 0067): a switch made in the
 * simulator's portal reaches Fanout through the webhooks alone (delivered concurrently, in no set
 * order), and Fanout's subscription then says what Stripe says.
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
  // The portal lists the plans' Prices, which exist once someone subscribes (ensurePlanPrice);
  // made here as a first subscriber's checkout would.
  for (const row of await server.database.db.select().from(subscriptionPlans)) {
    await ensurePlanPrice(server.core, row, 'month');
  }
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
  const sessionId = (answer.body as { url: string }).url.split('/').pop() ?? '';
  await control('POST', `/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  const { subscription } = (await control('GET', `/checkout-sessions/${sessionId}`)) as {
    subscription: string;
  };
  const live = await stripe().subscriptions.retrieve(subscription);
  await storeSubscription(server.database.db, live, { paidPlanId: planId });
  return { ...user, live };
}

async function portalSwitch(client: HttpClient, subscription: string, plan: string) {
  const opened = await client.post('/api/billing/portal');
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const { url } = opened.body as { url: string };
  const page = await (await fetch(url)).text();
  const option = new RegExp(`<option value="(price_[^"]+)">${plan}[^<]* — `).exec(page);
  expect(option, page).not.toBeNull();
  const posted = await fetch(`${url}/switch`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subscription, price: option?.[1] ?? '' }),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
}

const fanoutSays = (client: HttpClient) => async () =>
  (await client.get('/api/subscription')).body as {
    planName: string;
    nextPlanName: string | null;
  } | null;

describe('the billing portal and Fanout agree', () => {
  it('an upgrade in the portal: Fanout shows the new plan once Stripe has it paid', async () => {
    const user = await subscribed(plans.pro);
    await portalSwitch(user.client, user.live.id, 'Business Plan');
    await expect
      .poll(fanoutSays(user.client), { timeout: 10_000, interval: 50 })
      .toMatchObject({ planName: 'Business Plan', nextPlanName: null });
  });

  it('a downgrade in the portal: Fanout keeps the plan paid for and shows the next one', async () => {
    const user = await subscribed(plans.business);
    await portalSwitch(user.client, user.live.id, 'Pro Plan');
    await expect
      .poll(fanoutSays(user.client), { timeout: 10_000, interval: 50 })
      .toMatchObject({ planName: 'Business Plan', nextPlanName: 'Pro Plan' });
  });
});
