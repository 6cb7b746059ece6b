import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';
import { expireDueSessions } from './stripe-checkout-list-flow';

let h: StripeSandboxHarness;
beforeEach(async () => {
  h = await startStripeSandbox();
});
afterEach(async () => {
  await h.close();
});

async function creditPackSession(): Promise<Stripe.Checkout.Session> {
  const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
  return h.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer: customer.id,
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: 500,
            product_data: { name: '100 credits', metadata: { pack: 'small' } },
          },
          quantity: 2,
        },
      ],
      success_url: 'http://localhost:3000/billing/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/billing',
      client_reference_id: 'user-1',
      metadata: { kind: 'credit_pack', userId: 'user-1' },
      payment_intent_data: { metadata: { kind: 'credit_pack' } },
    },
    { idempotencyKey: 'pack-1' },
  );
}

const types = () => h.webhooks.deliveries.map((delivery) => delivery.event?.type);

describe('payment-mode checkout', () => {
  it('opens a session with its hosted page', async () => {
    const session = await creditPackSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1000,
      currency: 'usd',
      client_reference_id: 'user-1',
      payment_intent: null,
      url: `${h.url}/sandbox/stripe/checkout/${session.id}`,
    });
    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain('100 credits × 2');
    expect(page).toContain('$10.00');
    expect(page).toContain('4242 4242 4242 4242');
    expect(page).toContain('href="http://localhost:3000/billing">Return to Fanout</a>');
  });

  it('paid through the control API: payment intent, charge, and a signed completed event', async () => {
    const session = await creditPackSession();
    const paid = await h.pay(session.id);
    expect(paid.status).toBe(200);
    const [delivery] = await h.webhooks.waitFor(1);
    const event = delivery?.event as Stripe.CheckoutSessionCompletedEvent;
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
    });
    const read = await h.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    const intent = read.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 1000 });
    expect(intent.metadata).toEqual({ kind: 'credit_pack' });
    const charge = await h.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({ paid: true, amount: 1000, payment_intent: intent.id });
    expect((await h.stripe.paymentIntents.retrieve(intent.id)).id).toBe(intent.id);
    const lookup = await h.lookupSession(session.id);
    expect(lookup).toMatchObject({ paymentIntent: intent.id, charge: charge.id });
  });

  it('paid through the hosted page form: redirected to success_url, event signed', async () => {
    const session = await creditPackSession();
    const response = await fetch(`${h.url}/sandbox/stripe/checkout/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', cardNumber: '4242 4242 4242 4242' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:3000/billing/done?session=${session.id}`,
    );
    await h.webhooks.waitFor(1);
    expect(types()).toEqual(['checkout.session.completed']);
    const page = await (await fetch(`${h.url}/sandbox/stripe/checkout/${session.id}`)).text();
    expect(page).toContain('This checkout is already complete.');
  });

  it('declined card: the page says so, nothing is paid, the session stays open', async () => {
    const session = await creditPackSession();
    const response = await fetch(`${h.url}/sandbox/stripe/checkout/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', cardNumber: '4000000000000002' }),
    });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('role="alert">Your card was declined.');
    expect((await h.pay(session.id, 'declined')).status).toBe(402);
    const read = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
    expect(Object.keys(h.sandbox.state.charges)).toHaveLength(0);
    await h.sandbox.webhooks.idle();
    expect(h.webhooks.deliveries).toHaveLength(0);
  });

  it('a card that asks for 3-D Secure: nothing is paid until the challenge is completed', async () => {
    const session = await creditPackSession();
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${h.url}/sandbox/stripe/checkout/${session.id}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    const challenge = await post('', { method: 'card', cardNumber: '4000 0025 0000 3155' });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('Authenticate this payment');
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const failed = await post('/authenticate', { result: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('We are unable to authenticate your payment method.');
    expect(Object.keys(h.sandbox.state.charges)).toHaveLength(0);
    await post('', { method: 'card', cardNumber: '4000002500003155' });
    const completed = await post('/authenticate', { result: 'complete' });
    expect(completed.status).toBe(303);
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
    await h.webhooks.waitFor(1);
    expect(types()).toEqual(['checkout.session.completed']);
  });

  it('async method: completed unpaid, then async_payment_succeeded when it settles', async () => {
    const session = await creditPackSession();
    await h.control('PUT', '/settings', { asyncDelayMs: 50 });
    await h.pay(session.id, 'async');
    await h.webhooks.waitFor(2);
    expect(types()).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
    ]);
    const [completed, succeeded] = h.webhooks.deliveries.map((d) => d.event?.data.object);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(succeeded).toMatchObject({ payment_status: 'paid' });
    const intent = await h.stripe.paymentIntents.retrieve(
      String((succeeded as Stripe.Checkout.Session).payment_intent),
    );
    expect(intent.status).toBe('succeeded');
  });

  it('async method that fails: async_payment_failed, nothing charged', async () => {
    const session = await creditPackSession();
    await h.pay(session.id, 'async');
    expect(
      (await h.control('POST', `/checkout-sessions/${session.id}/settle`, { outcome: 'failed' }))
        .status,
    ).toBe(200);
    await h.webhooks.waitFor(2);
    expect(types()).toEqual([
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
    ]);
    expect(Object.keys(h.sandbox.state.charges)).toHaveLength(0);
  });

  it('refund and dispute of the charge', async () => {
    const session = await creditPackSession();
    await h.pay(session.id);
    const chargeId = String((await h.lookupSession(session.id)).charge);
    const partial = await h.refund(chargeId, 300);
    expect(partial.body).toMatchObject({ object: 'refund', amount: 300, charge: chargeId });
    expect(await h.stripe.charges.retrieve(chargeId)).toMatchObject({
      amount_refunded: 300,
      refunded: false,
    });
    expect((await h.refund(chargeId, 800)).status).toBe(400);
    await h.refund(chargeId);
    expect(await h.stripe.charges.retrieve(chargeId)).toMatchObject({
      amount_refunded: 1000,
      refunded: true,
    });
    const dispute = await h.dispute(chargeId);
    expect(dispute.body).toMatchObject({
      object: 'dispute',
      charge: chargeId,
      status: 'needs_response',
    });
    const disputeId = (dispute.body as Stripe.Dispute).id;
    await h.control('POST', `/disputes/${disputeId}/close`, { status: 'lost' });
    await h.webhooks.waitFor(5);
    expect(types()).toEqual([
      'checkout.session.completed',
      'charge.refunded',
      'charge.refunded',
      'charge.dispute.created',
      'charge.dispute.closed',
    ]);
  });
});

describe('checkout edge cases', () => {
  it('refuses an expiry outside 30 minutes to 24 hours, and a recurring price in payment mode', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    const monthly = await h.stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const base = {
      success_url: 'http://localhost/ok',
      line_items: [{ price: monthly.id, quantity: 1 }],
    };
    await expect(
      h.stripe.checkout.sessions.create({
        ...base,
        mode: 'subscription',
        expires_at: Math.floor(Date.now() / 1000) + 60,
      }),
    ).rejects.toMatchObject({ param: 'expires_at' });
    await expect(
      h.stripe.checkout.sessions.create({ ...base, mode: 'payment' }),
    ).rejects.toMatchObject({
      param: 'line_items[0][price]',
    });
  });

  it('a subscription checkout without a customer creates one', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    const price = await h.stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    await h.pay(session.id);
    const read = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(read.customer).toMatch(/^cus_/);
    expect((await h.stripe.subscriptions.retrieve(String(read.subscription))).customer).toBe(
      read.customer,
    );
  });

  it('a paid or unknown session cannot be paid', async () => {
    const session = await creditPackSession();
    await h.pay(session.id);
    expect((await h.pay(session.id)).status).toBe(400);
    expect((await h.pay('cs_test_nope')).status).toBe(404);
    expect((await fetch(`${h.url}/sandbox/stripe/checkout/cs_test_nope`)).status).toBe(404);
  });
});

describe('hand-made requests', () => {
  it('a delayed payment posted to a subscription page is refused on the page; bad JSON in Stripe’s shape', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    const price = await h.stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    const response = await fetch(`${h.url}/sandbox/stripe/checkout/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=async',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This payment method is not available.');
    const json = await fetch(`${h.url}/sandbox/_control/stripe/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"webhooks":',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('listing and expiring sessions', () => {
  async function subscriptionSession(customer: string): Promise<Stripe.Checkout.Session> {
    const product = await h.stripe.products.create({ name: 'Pro' });
    const price = await h.stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    return h.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
  }

  it('lists a customer’s sessions newest first, by status, a page at a time', async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    const bob = await h.stripe.customers.create({ email: 'bob@example.com' });
    const first = await subscriptionSession(ada.id);
    const second = await subscriptionSession(ada.id);
    const third = await subscriptionSession(ada.id);
    await subscriptionSession(bob.id);
    await h.pay(second.id);
    const open = await h.stripe.checkout.sessions.list({ customer: ada.id, status: 'open' });
    expect(open).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(open.data.map((s) => s.id)).toEqual([third.id, first.id]);
    const page = await h.stripe.checkout.sessions.list({ customer: ada.id, limit: 2 });
    expect(page.data.map((s) => s.id)).toEqual([third.id, second.id]);
    expect(page.has_more).toBe(true);
    const next = await h.stripe.checkout.sessions.list({
      customer: ada.id,
      limit: 2,
      starting_after: second.id,
    });
    expect(next.data.map((s) => s.id)).toEqual([first.id]);
    expect(next.has_more).toBe(false);
    const all = await h.stripe.checkout.sessions
      .list({ customer: ada.id, limit: 1 })
      .autoPagingToArray({ limit: 10 });
    expect(all.map((s) => s.id)).toEqual([third.id, second.id, first.id]);
  });

  it('refuses parameters Stripe refuses', async () => {
    await expect(h.stripe.checkout.sessions.list({ limit: 101 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'limit',
    });
    await expect(
      h.stripe.checkout.sessions.list({ status: 'paid' as 'open' }),
    ).rejects.toMatchObject({ param: 'status' });
    await expect(
      h.stripe.checkout.sessions.list({ starting_after: 'cs_test_nope' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'starting_after' });
  });

  it('expires an open session: not payable any more, its page says so, an event is sent', async () => {
    const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
    const session = await subscriptionSession(customer.id);
    const expired = await h.stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null });
    const [delivery] = await h.webhooks.waitFor(1);
    const event = delivery?.event as Stripe.CheckoutSessionExpiredEvent;
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired' });
    expect((await h.pay(session.id)).status).toBe(400);
    const page = await fetch(String(session.url));
    expect(await page.text()).toContain(
      'This checkout session has expired and can no longer be paid.',
    );
    const posted = await fetch(String(session.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242',
    });
    expect(posted.status).toBe(409);
    expect(Object.keys(h.sandbox.state.subscriptions)).toHaveLength(0);
  });

  it('a session left open past its expires_at expires on its own and sends checkout.session.expired once', async () => {
    let now = Date.now();
    const clocked = await startStripeSandbox({ now: () => now });
    try {
      const customer = await clocked.stripe.customers.create({ email: 'ada@example.com' });
      const declined = await clocked.stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Pack' } },
            quantity: 1,
          },
        ],
        success_url: 'http://localhost:3000/done',
      });
      const abandoned = await clocked.stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'Pack' } },
            quantity: 1,
          },
        ],
        success_url: 'http://localhost:3000/done',
      });
      // A declined card leaves the session open, as Stripe's Checkout does: the buyer may retry.
      expect((await clocked.pay(declined.id, 'declined')).status).toBe(402);
      now += 24 * 3600 * 1000 + 1000;
      // Read by nobody: the simulator's sweep expires it, as Stripe does on time.
      expireDueSessions(clocked.sandbox);
      // Read after its time: expired, and the event is not sent twice.
      const read = await clocked.stripe.checkout.sessions.retrieve(declined.id);
      expect(read).toMatchObject({ status: 'expired', url: null });
      expireDueSessions(clocked.sandbox);
      const deliveries = await clocked.webhooks.waitFor(2);
      await clocked.sandbox.webhooks.idle();
      const expired = deliveries
        .map((delivery) => delivery.event as Stripe.CheckoutSessionExpiredEvent)
        .filter((event) => event.type === 'checkout.session.expired')
        .map((event) => event.data.object.id)
        .sort();
      expect(expired).toEqual([declined.id, abandoned.id].sort());
      expect(clocked.webhooks.deliveries).toHaveLength(2);
    } finally {
      await clocked.close();
    }
  });

  it('refuses to expire a session that is not open, as Stripe does', async () => {
    const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
    const session = await subscriptionSession(customer.id);
    await h.pay(session.id);
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "complete".',
    });
    await expect(h.stripe.checkout.sessions.expire('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
