import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStripeEvent, storeSubscription, type BillingDeps } from '@fanout/core/billing';
import { billingCustomers, payments, subscriptionPlans, subscriptions } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import { signedUpClient, type HttpClient } from './http-client';
import { stripeEvent } from './stripe-test-events';
import { startTestServer, type TestServer } from './test-server';

/**
 * Checkouts and plan changes (ADR 0049), end to end over real HTTP: the product's routes, the real Stripe SDK and
 * the Stripe simulator (ADR 0046), which refuses any parameter the SDK's types do not allow. The
 * webhook side (fulfilment) is not exercised here: where a subscription must exist, the test stores
 * what Stripe says with storeSubscription, as the `invoice.paid` handler does.
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

// The server's own Stripe SDK client (this package does not depend on `stripe` itself).
type StripeClient = BillingDeps['stripe'];
type CheckoutSession = Awaited<ReturnType<StripeClient['checkout']['sessions']['retrieve']>>;

function stripe(): StripeClient {
  if (!server.core.billing) throw new Error('the test server has no Stripe client');
  return server.core.billing.stripe;
}

interface ControlSession {
  session: CheckoutSession;
  paymentIntent: string | null;
  subscription: string | null;
  invoice: string | null;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await admin.request(method, `/sandbox/_control/stripe${path}`, {
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';
const readSession = (id: string) =>
  control('GET', `/checkout-sessions/${id}`) as Promise<ControlSession>;
const checkoutPage = () => `${server.baseUrl}/sandbox/stripe/checkout/`;

async function stripeCustomerOf(userId: string): Promise<string | undefined> {
  const [row] = await server.database.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId;
}

/** Subscribes through Checkout, pays, and stores the subscription as the webhook side would. */
async function subscribed(planId: string, interval: 'month' | 'year' = 'month') {
  const user = await signedUpClient(server.baseUrl);
  const answer = await user.client.post('/api/subscription/subscribe', {
    planId,
    paymentProvider: 'stripe',
    interval,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { url } = answer.body as { url: string };
  await control('POST', `/checkout-sessions/${sessionIdOf(url)}/pay`, { outcome: 'succeeded' });
  const { subscription } = await readSession(sessionIdOf(url));
  const live = await stripe().subscriptions.retrieve(subscription ?? '');
  await storeSubscription(server.database.db, live, { paidPlanId: planId });
  return { ...user, stripeSubscriptionId: live.id, firstInvoice: live.latest_invoice };
}

describe('buying credits', () => {
  it('a fixed pack: a payment-mode Checkout the simulator accepts, after the pending payment', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/credits/purchase', {
      package: 'growth',
      amount: 1000,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = response.body as { url: string };
    expect(url.startsWith(checkoutPage())).toBe(true);

    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(payment).toMatchObject({
      kind: 'credit_pack',
      status: 'pending',
      amount: 2500,
      credits: 1000,
      description: 'Growth Pack',
      itemId: 'growth',
      validityMonths: null,
      stripeCheckoutSessionId: sessionIdOf(url),
    });
    const { session } = await readSession(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 2500,
      currency: 'usd',
      customer: await stripeCustomerOf(userId),
      client_reference_id: userId,
      metadata: { userId, paymentId: payment?.id, kind: 'credit_pack', itemId: 'growth' },
      success_url: `${server.baseUrl}/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.baseUrl}/credits?checkout=canceled`,
    });

    await control('POST', `/checkout-sessions/${session.id}/pay`, { outcome: 'succeeded' });
    const paid = await readSession(session.id);
    expect(paid.session.payment_status).toBe('paid');
    const intent = await stripe().paymentIntents.retrieve(paid.paymentIntent ?? '');
    expect(intent.metadata).toEqual({ userId, paymentId: payment?.id });
    expect(intent.amount).toBe(2500);
  });

  it('a credit package: priced from quantity and multiplier, back to /buy-credits', async () => {
    const created = await admin.post('/api/admin/credit-packages', {
      name: 'Checkout Package',
      description: '',
      creditQuantity: 700,
      priceMultiplier: 120,
      validityMonths: 3,
    });
    const { id, priceCents } = created.body as { id: string; priceCents: number };
    expect(priceCents).toBe(12600);
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post(`/api/purchase-credits/${id}`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = response.body as { url: string };
    const { session } = await readSession(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 12600,
      metadata: { userId, kind: 'credit_package', itemId: id },
      success_url: `${server.baseUrl}/buy-credits?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.baseUrl}/buy-credits?checkout=canceled`,
    });
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId));
    expect(payment).toMatchObject({
      kind: 'credit_package',
      amount: 12600,
      credits: 700,
      validityMonths: 3,
      description: 'Checkout Package',
    });
    // The payment keeps what was bought even once the package is gone.
    expect((await admin.request('DELETE', `/api/admin/credit-packages/${id}`)).status).toBe(200);
    const listed = (await client.get('/api/payments')).body as { description: string }[];
    expect(listed).toEqual([
      expect.objectContaining({
        description: 'Checkout Package',
        status: 'pending',
        amount: 12600,
      }),
    ]);
  });

  it('concurrent first purchases make one Stripe customer, with the user in its metadata', async () => {
    const { client, userId, email } = await signedUpClient(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post('/api/credits/purchase', { package: 'starter', amount: 300 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await server.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    expect(rows).toHaveLength(1);
    const customerId = rows[0]?.stripeCustomerId ?? '';
    const sessions = await Promise.all(
      answers.map((a) => readSession(sessionIdOf((a.body as { url: string }).url))),
    );
    expect(new Set(sessions.map((s) => s.session.customer))).toEqual(new Set([customerId]));
    // Five payments, five distinct sessions: one per payment row.
    expect(new Set(sessions.map((s) => s.session.id)).size).toBe(5);
    const customer = await stripe().customers.retrieve(customerId);
    expect(customer).toMatchObject({ email, metadata: { userId } });
  });
});

describe('subscriptions', () => {
  it("without a subscription: a subscription-mode Checkout on the plan's Price", async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url, subscription } = response.body as { url: string; subscription: null };
    expect(subscription).toBeNull();
    const { session } = await readSession(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 1200,
      client_reference_id: userId,
      metadata: { userId, kind: 'subscription', itemId: plans.pro },
      success_url: `${server.baseUrl}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.baseUrl}/subscription?checkout=canceled`,
    });
    const [plan] = await server.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plans.pro));
    const price = await stripe().prices.retrieve(plan?.stripeMonthlyPriceId ?? '');
    expect(price).toMatchObject({
      unit_amount: 1200,
      active: true,
      recurring: expect.objectContaining({ interval: 'month' }),
      metadata: { planId: plans.pro, interval: 'month' },
    });
    await control('POST', `/checkout-sessions/${session.id}/pay`, { outcome: 'succeeded' });
    const paid = await readSession(session.id);
    const live = await stripe().subscriptions.retrieve(paid.subscription ?? '');
    expect(live.items.data[0]?.price.id).toBe(price.id);
    expect(live.metadata).toEqual({ userId, planId: plans.pro, interval: 'month' });
  });

  it('two first subscribers at once share one Stripe Price of the plan', async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: 'Race Plan',
      priceMonthly: 900,
      priceYearly: 8640,
      creditsPerMonth: 300,
    });
    const planId = (created.body as { id: string }).id;
    const [a, b] = await Promise.all([subscribed(planId, 'year'), subscribed(planId, 'year')]);
    const [first, second] = await Promise.all(
      [a, b].map((s) => stripe().subscriptions.retrieve(s.stripeSubscriptionId)),
    );
    expect(first?.items.data[0]?.price.id).toBe(second?.items.data[0]?.price.id);
    expect(first?.items.data[0]?.price.unit_amount).toBe(8640);
  });

  it('an upgrade switches the same subscription and invoices the difference now', async () => {
    const user = await subscribed(plans.pro);
    const response = await user.client.post('/api/subscription/subscribe', {
      planId: plans.business,
      paymentProvider: 'stripe',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // Stripe answered with the switch's invoice paid: the new plan is the one paid for, now.
    expect(response.body).toMatchObject({
      url: null,
      subscription: {
        status: 'active',
        planId: plans.business,
        planName: 'Business Plan',
        nextPlanId: null,
      },
    });
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    const [business] = await server.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plans.business));
    expect(live.items.data[0]?.price.id).toBe(business?.stripeMonthlyPriceId);
    const invoice = await stripe().invoices.retrieve(String(live.latest_invoice));
    expect(invoice.id).not.toBe(user.firstInvoice);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.amount_paid).toBeGreaterThan(0);
    // Still one subscription for the user.
    const rows = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stripePriceId).toBe(business?.stripeMonthlyPriceId);
  });

  it('a change of interval is invoiced now, on the same subscription', async () => {
    const user = await subscribed(plans.pro);
    const response = await user.client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
      interval: 'year',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      url: null,
      subscription: { planName: 'Pro Plan', interval: 'year', nextPlanId: null },
    });
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    expect(live.items.data[0]?.price).toMatchObject({
      unit_amount: 11520,
      recurring: expect.objectContaining({ interval: 'year' }),
    });
    expect(live.latest_invoice).not.toBe(user.firstInvoice);
  });

  it('a downgrade changes the price without an invoice: the next period is the new plan', async () => {
    const user = await subscribed(plans.business);
    const response = await user.client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      url: null,
      subscription: {
        planId: plans.business,
        planName: 'Business Plan',
        nextPlanId: plans.pro,
        nextPlanName: 'Pro Plan',
      },
    });
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    expect(live.latest_invoice).toBe(user.firstInvoice);
    expect((await user.client.get('/api/subscription')).body).toMatchObject({
      planName: 'Business Plan',
      nextPlanName: 'Pro Plan',
    });
    // The plan of the current price again: refused, it is the subscription's plan already.
    const again = await user.client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'You are already subscribed to Pro Plan' });
  });

  it('an event whose Stripe copy was fetched before a downgrade, and applied after it, does not undo it', async () => {
    const user = await subscribed(plans.business);
    const real = stripe();
    let retrieves = 0;
    // The event's first look at Stripe happens just before the user downgrades: the copy it holds
    // is the Business price. The webhook's transaction then runs after the downgrade was stored.
    const subscriptionsApi = new Proxy(real.subscriptions, {
      get(target, property) {
        if (property === 'retrieve') {
          return async (id: string) => {
            const copy = await target.retrieve(id);
            retrieves += 1;
            if (retrieves === 1) {
              const downgrade = await user.client.post('/api/subscription/subscribe', {
                planId: plans.pro,
                paymentProvider: 'stripe',
              });
              expect(downgrade.status, JSON.stringify(downgrade.body)).toBe(200);
            }
            return copy;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const racingStripe = new Proxy(real, {
      get: (target, property) =>
        property === 'subscriptions' ? subscriptionsApi : Reflect.get(target, property, target),
    });
    const billing = server.core.billing;
    if (!billing) throw new Error('the test server has no billing deps');
    const event = stripeEvent('customer.subscription.updated', {
      id: user.stripeSubscriptionId,
      object: 'subscription',
    });
    await expect(
      processStripeEvent({ ...server.core, billing: { ...billing, stripe: racingStripe } }, event),
    ).resolves.toBe('processed');

    expect(retrieves).toBe(2); // asked Stripe again, under the user's billing lock
    const [row] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(row).toMatchObject({ planId: plans.business, nextPlanId: plans.pro });
    expect((await user.client.get('/api/subscription')).body).toMatchObject({
      nextPlanName: 'Pro Plan',
    });
  });

  it('two concurrent switches to one plan: one change in Stripe, the other refused', async () => {
    const user = await subscribed(plans.pro);
    const answers = await Promise.all(
      [1, 2].map(() =>
        user.client.post('/api/subscription/subscribe', {
          planId: plans.business,
          paymentProvider: 'stripe',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toMatchObject({
      message: 'You are already subscribed to Business Plan',
    });
    // One proration invoice (one switch), one subscription row.
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    const invoice = await stripe().invoices.retrieve(String(live.latest_invoice));
    expect(invoice.billing_reason).toBe('subscription_update');
    const rows = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('a double click without a subscription gets the same Checkout Session back', async () => {
    const { client } = await signedUpClient(server.baseUrl);
    // A fixed clock: both clicks fall in the same minute of the idempotency key.
    const now = server.core.now;
    server.core.now = () => new Date('2026-11-24T12:00:30Z');
    try {
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
    } finally {
      server.core.now = now;
    }
  });

  it('a switch while a cancellation is pending keeps the subscription', async () => {
    const user = await subscribed(plans.business);
    expect((await user.client.post('/api/subscription/cancel', {})).status).toBe(200);
    const response = await user.client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      subscription: { cancelAtPeriodEnd: false, nextPlanName: 'Pro Plan' },
    });
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    expect(live.cancel_at_period_end).toBe(false);
  });

  it('refuses the plan and interval the user already has', async () => {
    const user = await subscribed(plans.pro);
    const response = await user.client.post('/api/subscription/subscribe', {
      planId: plans.pro,
      paymentProvider: 'stripe',
      interval: 'month',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'You are already subscribed to Pro Plan' });
  });

  it('cancels at the end of the period, once; another user cannot cancel it', async () => {
    const user = await subscribed(plans.pro);
    const stranger = await signedUpClient(server.baseUrl);
    const refused = await stranger.client.post('/api/subscription/cancel', {});
    expect(refused.status).toBe(400);
    expect(
      (await stripe().subscriptions.retrieve(user.stripeSubscriptionId)).cancel_at_period_end,
    ).toBe(false);

    const response = await user.client.post('/api/subscription/cancel', {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const live = await stripe().subscriptions.retrieve(user.stripeSubscriptionId);
    expect(live.cancel_at_period_end).toBe(true);
    const again = await user.client.post('/api/subscription/cancel', {});
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'Your subscription is already set to cancel at the end of the billing period',
    });
  });

  it("opens the Customer Portal of the caller's own customer", async () => {
    const user = await subscribed(plans.pro);
    const response = await user.client.post('/api/billing/portal', {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url } = response.body as { url: string };
    expect(url.startsWith(`${server.baseUrl}/sandbox/stripe/portal/`)).toBe(true);
  });

  it('a price change retires the old Stripe Price: subscribers keep it, newcomers get a new one', async () => {
    const created = await admin.post('/api/admin/subscription-plans', {
      name: 'Repriced Plan',
      priceMonthly: 1500,
      priceYearly: 14400,
      creditsPerMonth: 600,
    });
    const plan = created.body as { id: string };
    const early = await subscribed(plan.id);
    const before = await stripe().subscriptions.retrieve(early.stripeSubscriptionId);
    const oldPrice = before.items.data[0]?.price.id ?? '';

    const updated = await admin.request('PATCH', `/api/admin/subscription-plans/${plan.id}`, {
      // Renamed too: the plan's Stripe Product follows.
      body: {
        name: 'Repriced Plan+',
        priceMonthly: 1700,
        priceYearly: 14400,
        creditsPerMonth: 600,
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await stripe().prices.retrieve(oldPrice)).active).toBe(false);
    const [row] = await server.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plan.id));
    expect(row?.stripeMonthlyPriceId).toBeNull();
    const after = await stripe().subscriptions.retrieve(early.stripeSubscriptionId);
    expect(after.items.data[0]?.price.id).toBe(oldPrice);

    const late = await subscribed(plan.id);
    const lateLive = await stripe().subscriptions.retrieve(late.stripeSubscriptionId);
    expect(lateLive.items.data[0]?.price.id).not.toBe(oldPrice);
    expect(lateLive.items.data[0]?.price.unit_amount).toBe(1700);
    // With subscribers, deleting the plan archives it.
    const deleted = await admin.request('DELETE', `/api/admin/subscription-plans/${plan.id}`);
    expect(deleted.body).toEqual({ id: plan.id, outcome: 'archived' });
  });
});
