import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
beforeEach(async () => {
  h = await startStripeSandbox();
});
afterEach(async () => {
  await h.close();
});

const pack = (currency: string, unitAmount: number, quantity = 1) =>
  h.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency, unit_amount: unitAmount, product_data: { name: 'Pack' } },
        quantity,
      },
    ],
    success_url: 'http://localhost/ok',
  });

describe('currencies and minimum charges, as Stripe refuses them', () => {
  it('refuses a checkout under the currency minimum, and takes one at it', async () => {
    const refusal = await pack('usd', 49).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refusal).toMatchObject({
      code: 'amount_too_small',
      message: "The Checkout Session's total amount due must add up to at least $0.50 usd",
    });
    await expect(pack('gbp', 29)).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(pack('jpy', 49)).rejects.toThrow('at least ¥50 jpy');
    expect((await pack('usd', 50)).amount_total).toBe(50);
    // The total counts, not one unit: 2 × $0.25 is the minimum.
    expect((await pack('usd', 25, 2)).amount_total).toBe(50);
    expect((await pack('gbp', 30)).currency).toBe('gbp');
  });

  it('refuses an unknown currency, in a price and in price_data', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    await expect(
      h.stripe.prices.create({ product: product.id, unit_amount: 1200, currency: 'xyz' }),
    ).rejects.toMatchObject({
      param: 'currency',
      message: expect.stringMatching(/^Invalid currency: xyz\. Stripe currently supports/),
    });
    await expect(pack('abc', 500)).rejects.toMatchObject({
      param: 'line_items[0][price_data][currency]',
    });
    const upper = await h.stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'EUR',
    });
    expect(upper.currency).toBe('eur');
  });

  it('a subscription under the minimum is refused, a free one is not', async () => {
    const product = await h.stripe.products.create({ name: 'Pro' });
    const subscribe = async (unitAmount: number) => {
      const price = await h.stripe.prices.create({
        product: product.id,
        unit_amount: unitAmount,
        currency: 'usd',
        recurring: { interval: 'month' },
      });
      return h.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://localhost/ok',
      });
    };
    await expect(subscribe(10)).rejects.toMatchObject({ code: 'amount_too_small' });
    expect((await subscribe(0)).amount_total).toBe(0);
  });
});
