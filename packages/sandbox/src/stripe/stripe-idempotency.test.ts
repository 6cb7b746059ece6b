import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
let now: number;
beforeEach(async () => {
  now = Date.UTC(2026, 10, 1, 12);
  h = await startStripeSandbox({ now: () => now });
});
afterEach(async () => {
  await h.close();
});

describe('idempotency keys, as Stripe keeps them', () => {
  it('a request refused for its parameters saves nothing: the corrected one may reuse the key', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    await expect(
      h.stripe.prices.create(
        // The SDK's types allow it; Stripe refuses it before the endpoint runs.
        { product: product.id, unit_amount: 1200, currency: 'usd', bogus: 'x' } as never,
        { idempotencyKey: 'price-1' },
      ),
    ).rejects.toMatchObject({ code: 'parameter_unknown' });
    const price = await h.stripe.prices.create(
      { product: product.id, unit_amount: 1200, currency: 'usd' },
      { idempotencyKey: 'price-1' },
    );
    expect(price.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(price.unit_amount).toBe(1200);
  });

  it('a request that ran and failed is replayed as it failed', async () => {
    const missing = () =>
      h.stripe.prices.create(
        { product: 'prod_missing', unit_amount: 1200, currency: 'usd' },
        { idempotencyKey: 'price-2' },
      );
    await expect(missing()).rejects.toMatchObject({ code: 'resource_missing' });
    const again = await missing().catch((error: unknown) => error);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).headers?.['idempotent-replayed']).toBe('true');
  });

  it('keeps a key 24 hours, then forgets it', async () => {
    const create = () =>
      h.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'cus-1' });
    const first = await create();
    now += 23 * 3_600_000;
    expect((await create()).id).toBe(first.id);
    now += 2 * 3_600_000;
    const later = await create();
    expect(later.id).not.toBe(first.id);
    expect(later.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps more than a thousand keys within the day', async () => {
    const first = await h.stripe.customers.create({}, { idempotencyKey: 'cus-2' });
    for (let i = 0; i < 1_001; i += 1) {
      h.sandbox.state.idempotency[`old-${i}`] = {
        fingerprint: 'x',
        status: 200,
        body: {},
        savedAt: now,
      };
    }
    await h.stripe.customers.create({}, { idempotencyKey: 'cus-3' });
    expect((await h.stripe.customers.create({}, { idempotencyKey: 'cus-2' })).id).toBe(first.id);
  });
});
