import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startStripeSandbox,
  TEST_STRIPE_SECRET_KEY,
  type StripeSandboxHarness,
} from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
beforeEach(async () => {
  h = await startStripeSandbox();
});
afterEach(async () => {
  await h.close();
});

async function monthlyPrice(unitAmount = 1200) {
  const product = await h.stripe.products.create({ name: 'Pro Plan', metadata: { plan: 'pro' } });
  return h.stripe.prices.create({
    product: product.id,
    unit_amount: unitAmount,
    currency: 'usd',
    recurring: { interval: 'month' },
    nickname: 'Pro monthly',
  });
}

describe('the Stripe API through the real SDK', () => {
  it('creates and retrieves a customer', async () => {
    const created = await h.stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u1' },
    });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada' });
    expect(created.id).toMatch(/^cus_/);
    const read = await h.stripe.customers.retrieve(created.id);
    expect(read).toMatchObject({ id: created.id, metadata: { userId: 'u1' } });
  });

  it('creates, updates and archives products and prices', async () => {
    const price = await monthlyPrice();
    expect(price).toMatchObject({
      object: 'price',
      unit_amount: 1200,
      currency: 'usd',
      type: 'recurring',
      recurring: { interval: 'month' },
      nickname: 'Pro monthly',
      active: true,
    });
    const product = await h.stripe.products.update(String(price.product), {
      name: 'Professional',
      active: true,
    });
    expect(product.name).toBe('Professional');
    const archived = await h.stripe.prices.update(price.id, { active: false, nickname: 'old' });
    expect(archived).toMatchObject({ active: false, nickname: 'old' });
    expect((await h.stripe.prices.retrieve(price.id)).active).toBe(false);
  });

  it('refuses an unknown parameter as Stripe does, naming it', async () => {
    const attempt = h.stripe.customers.create({ email: 'a@example.com', emial: 'x' } as never);
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
      message: 'Received unknown parameter: emial',
    });
  });

  it('names a nested unknown parameter as a[b][0][c]', async () => {
    const price = await monthlyPrice();
    const attempt = h.stripe.checkout.sessions.create({
      mode: 'subscription',
      success_url: 'http://localhost/ok',
      line_items: [{ price: price.id, quantity: 1, prise: 'x' } as never],
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'line_items[0][prise]',
    });
  });

  it('refuses a missing or invalid parameter', async () => {
    await expect(h.stripe.products.create({} as never)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'name',
    });
    const product = await h.stripe.products.create({ name: 'Pack' });
    await expect(
      h.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 'ten' as never }),
    ).rejects.toMatchObject({ code: 'parameter_invalid_integer', param: 'unit_amount' });
  });

  it('answers 401 to a wrong key and 404 to an unknown id or URL', async () => {
    const port = Number(new URL(h.url).port);
    const wrong = new Stripe('sk_test_wrong_key_1234', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    await expect(wrong.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    await expect(h.stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const response = await fetch(`${h.url}/v1/coupons`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_STRIPE_SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('Unrecognized request URL (POST: /v1/coupons)'),
      },
    });
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await h.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    const again = await h.stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'k1' },
    );
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(Object.keys(h.sandbox.state.customers)).toHaveLength(1);
    await expect(
      h.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('creates a billing portal session with its hosted page', async () => {
    const customer = await h.stripe.customers.create({ email: 'a@example.com' });
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost/billing',
    });
    expect(portal.url).toBe(`${h.url}/sandbox/stripe/portal/${portal.id}`);
    const page = await fetch(portal.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You have no active subscription.');
  });
});
