import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
beforeEach(async () => {
  h = await startStripeSandbox();
});
afterEach(async () => {
  await h.close();
});

async function price(product: Stripe.Product, unitAmount: number, interval: 'month' | 'year') {
  return h.stripe.prices.create({
    product: product.id,
    unit_amount: unitAmount,
    currency: 'usd',
    recurring: { interval },
  });
}

async function subscribe(to: Stripe.Price): Promise<Stripe.Subscription> {
  const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: to.id, quantity: 1 }],
    success_url: 'http://localhost/ok',
  });
  await h.pay(session.id);
  const read = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return read.subscription as Stripe.Subscription;
}

describe('the billing portal offers what its configuration allows', () => {
  it('a configuration listing products: exactly those prices, any interval; no cancel when disabled', async () => {
    const pro = await h.stripe.products.create({ name: 'Pro Plan' });
    const business = await h.stripe.products.create({ name: 'Business Plan' });
    const team = await h.stripe.products.create({ name: 'Team Plan' });
    const proMonthly = await price(pro, 1200, 'month');
    const proYearly = await price(pro, 11520, 'year');
    const businessMonthly = await price(business, 2900, 'month');
    await price(team, 9900, 'month');
    const configuration = await h.stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          products: [
            { product: pro.id, prices: [proMonthly.id, proYearly.id] },
            { product: business.id, prices: [businessMonthly.id] },
          ],
          proration_behavior: 'always_invoice',
        },
        subscription_cancel: { enabled: false },
      },
    });
    expect(configuration).toMatchObject({
      object: 'billing_portal.configuration',
      is_default: false,
    });
    const subscription = await subscribe(proMonthly);
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: String(subscription.customer),
      configuration: configuration.id,
    });
    expect(portal.configuration).toBe(configuration.id);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Pro Plan — $115.20 / year');
    expect(page).toContain('Business Plan — $29.00 / month');
    expect(page).not.toContain('Team Plan');
    expect(page).not.toContain('Cancel plan');
    const post = (action: string, fields: Record<string, string>) =>
      fetch(`${portal.url}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ subscription: subscription.id, ...fields }),
        redirect: 'manual',
      });
    expect((await post('cancel', {})).status).toBe(404);
    expect((await post('switch', { price: proYearly.id })).status).toBe(303);
    const switched = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(switched.items.data[0]?.price.id).toBe(proYearly.id);
    const invoice = await h.stripe.invoices.retrieve(String(switched.latest_invoice));
    expect(invoice.billing_reason).toBe('subscription_update');
  });

  it('the default configuration is listed; an unknown one is refused; updates need products', async () => {
    const listed = await h.stripe.billingPortal.configurations.list({ is_default: true });
    expect(listed.data.map((one) => one.id)).toEqual(['bpc_sandbox_default']);
    expect(listed.data[0]?.features.subscription_cancel).toMatchObject({
      enabled: true,
      mode: 'at_period_end',
    });
    const customer = await h.stripe.customers.create({});
    await expect(
      h.stripe.billingPortal.sessions.create({ customer: customer.id, configuration: 'bpc_nope' }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'configuration' });
    await expect(
      h.stripe.billingPortal.configurations.create({
        features: { subscription_update: { enabled: true } },
      }),
    ).rejects.toMatchObject({ param: 'features[subscription_update][products]' });
  });
});
