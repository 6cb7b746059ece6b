import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startStripeSandbox,
  TEST_STRIPE_WEBHOOK_SECRET,
  type StripeSandboxHarness,
} from '../testing/stripe-test-kit';
import { signPayload } from './stripe-webhooks';

const running: StripeSandboxHarness[] = [];
async function start(options: Parameters<typeof startStripeSandbox>[0] = {}) {
  const harness = await startStripeSandbox(options);
  running.push(harness);
  return harness;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((harness) => harness.close()));
});

/** A paid credit-pack checkout: one `checkout.session.completed`. */
async function paidSession(h: StripeSandboxHarness): Promise<string> {
  const session = await h.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Pack' } },
        quantity: 1,
      },
    ],
    success_url: 'http://localhost/ok',
  });
  await h.pay(session.id);
  return session.id;
}

/** A paid subscription: three events from one operation. */
async function paidSubscription(h: StripeSandboxHarness): Promise<void> {
  const customer = await h.stripe.customers.create({});
  const product = await h.stripe.products.create({ name: 'Pro' });
  const price = await h.stripe.prices.create({
    product: product.id,
    unit_amount: 1200,
    currency: 'usd',
    recurring: { interval: 'month' },
  });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost/ok',
  });
  await h.pay(session.id);
}

describe('webhook delivery', () => {
  it('signs like Stripe: the SDK accepts it, and refuses a changed payload', async () => {
    const h = await start();
    await paidSession(h);
    const [delivery] = await h.webhooks.waitFor(1);
    const signature = String(delivery?.headers['stripe-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verifier = new Stripe('sk_test_unused');
    const body = String(delivery?.body);
    expect(verifier.webhooks.constructEvent(body, signature, TEST_STRIPE_WEBHOOK_SECRET).type).toBe(
      'checkout.session.completed',
    );
    expect(() =>
      verifier.webhooks.constructEvent(
        body.replace('"paid"', '"unpaid"'),
        signature,
        TEST_STRIPE_WEBHOOK_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const header = verifier.webhooks.generateTestHeaderString({
      payload: 'x',
      secret: TEST_STRIPE_WEBHOOK_SECRET,
      timestamp: 1_700_000_000,
    });
    expect(signPayload('x', TEST_STRIPE_WEBHOOK_SECRET, 1_700_000_000)).toBe(header);
  });

  it('retries a 500 with backoff until a 2xx, and lists the attempts', async () => {
    const h = await start({ retryDelaysMs: [30, 60] });
    h.webhooks.respondWith([500, 503]);
    await paidSession(h);
    await h.webhooks.waitFor(3);
    await h.sandbox.webhooks.idle();
    const ids = new Set(h.webhooks.deliveries.map((d) => d.event?.id));
    expect(ids.size).toBe(1);
    const listed = await h.events();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ type: 'checkout.session.completed', delivered: true });
    expect(listed[0]?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
  });

  it('gives up after the last try', async () => {
    const h = await start({ retryDelaysMs: [10, 10] });
    h.webhooks.respondWith([500, 500, 500, 500]);
    await paidSession(h);
    await h.webhooks.waitFor(3);
    await h.sandbox.webhooks.idle();
    expect(h.webhooks.deliveries).toHaveLength(3);
    expect(h.sandbox.state.events[0]?.delivered).toBe(false);
  });

  it('faults: duplicate delivers the same event twice', async () => {
    const h = await start();
    await h.setFaults({ webhooks: { duplicate: true } });
    await paidSession(h);
    await h.webhooks.waitFor(2);
    await h.sandbox.webhooks.idle();
    const [first, second] = h.webhooks.deliveries;
    expect(h.webhooks.deliveries).toHaveLength(2);
    expect(second?.event?.id).toBe(first?.event?.id);
  });

  it('faults: reverseOrder delivers an operation’s events last first', async () => {
    const h = await start();
    await h.setFaults({ webhooks: { reverseOrder: true } });
    await paidSubscription(h);
    await h.webhooks.waitFor(3);
    expect(h.webhooks.deliveries.map((d) => d.event?.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'customer.subscription.created',
    ]);
  });

  it('faults: delayMs holds each delivery back', async () => {
    const h = await start();
    await h.setFaults({ webhooks: { delayMs: 150 } });
    const started = Date.now();
    await paidSession(h);
    await h.webhooks.waitFor(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('faults: badSignature is refused by the SDK; DELETE clears the faults; resend redelivers', async () => {
    const h = await start({ retryDelaysMs: [] });
    await h.setFaults({ webhooks: { badSignature: true } });
    await paidSession(h);
    const [bad] = await h.webhooks.waitFor(1);
    expect(bad?.event).toBeNull();
    expect((await h.control('DELETE', '/faults')).body).toEqual({});
    const id = String(h.sandbox.state.events[0]?.event.id);
    expect((await h.control('POST', `/events/${id}/resend`)).status).toBe(200);
    const [, good] = await h.webhooks.waitFor(2);
    expect(good?.event?.id).toBe(id);
  });

  it('refuses faults it does not know', async () => {
    const h = await start();
    const answer = await h.control('PUT', '/faults', { webhooks: { duplicated: true } });
    expect(answer.status).toBe(400);
  });
});

describe('the control API', () => {
  it('answers a refusal from the authorizer, and 403 to read-only access', async () => {
    const denied = await start({
      authorizeControl: async () => ({ kind: 'denied', status: 401, message: 'Sign in' }),
    });
    expect((await denied.control('GET', '/events')).status).toBe(401);
    const own = await start({ authorizeControl: async () => ({ kind: 'own', owns: () => false }) });
    expect((await own.control('PUT', '/faults', {})).status).toBe(403);
  });
});

describe('state across restarts', () => {
  it('survives a restart when a state file is given', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stripe-sandbox-'));
    try {
      const stateFile = path.join(dir, 'sandbox', 'stripe-state.json');
      const first = await start({ stateFile });
      const customer = await first.stripe.customers.create({ email: 'kept@example.com' });
      const sessionId = await paidSession(first);
      await first.webhooks.waitFor(1);
      await first.close();
      running.splice(running.indexOf(first), 1);
      const second = await start({ stateFile });
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      const session = await second.stripe.checkout.sessions.retrieve(sessionId);
      expect(session.payment_status).toBe('paid');
      expect(await second.events()).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('delayed payments across restarts', () => {
  it('a payment waiting to settle settles after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stripe-sandbox-'));
    try {
      const stateFile = path.join(dir, 'stripe-state.json');
      const first = await start({ stateFile });
      await first.control('PUT', '/settings', { asyncDelayMs: 300 });
      const session = await first.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Pack' } },
            quantity: 1,
          },
        ],
        success_url: 'http://localhost/ok',
      });
      await first.pay(session.id, 'async');
      await first.close();
      running.splice(running.indexOf(first), 1);
      const second = await start({ stateFile });
      const [delivery] = await second.webhooks.waitFor(1);
      expect(delivery?.event?.type).toBe('checkout.session.async_payment_succeeded');
      expect((await second.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe(
        'paid',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
