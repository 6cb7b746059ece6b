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

async function subscribed(customer: string): Promise<Stripe.Subscription> {
  const product = await h.stripe.products.create({ name: 'Pro' });
  const price = await h.stripe.prices.create({
    product: product.id,
    unit_amount: 1200,
    currency: 'usd',
    recurring: { interval: 'month' },
  });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost/ok',
  });
  await h.pay(session.id);
  const read = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return read.subscription as Stripe.Subscription;
}

describe('GET /v1/subscriptions', () => {
  it("lists a customer's subscriptions newest first; canceled ones only with status all or canceled", async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    const bob = await h.stripe.customers.create({ email: 'bob@example.com' });
    const first = await subscribed(ada.id);
    const second = await subscribed(ada.id);
    await subscribed(bob.id);
    await h.stripe.subscriptions.cancel(first.id);
    const ids = async (params: Stripe.SubscriptionListParams) =>
      (await h.stripe.subscriptions.list(params)).data.map((sub) => sub.id);
    expect(await ids({ customer: ada.id })).toEqual([second.id]);
    expect(await ids({ customer: ada.id, status: 'all' })).toEqual([second.id, first.id]);
    expect(await ids({ customer: ada.id, status: 'canceled' })).toEqual([first.id]);
    await expect(h.stripe.subscriptions.list({ status: 'gone' as 'all' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'status',
    });
  });
});

describe('POST /v1/refunds', () => {
  it("refunds a PaymentIntent's charge (charge.refunded sent) and refuses a second full refund", async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com' });
    const subscription = await subscribed(ada.id);
    const invoice = await h.stripe.invoices.retrieve(String(subscription.latest_invoice), {
      expand: ['payments'],
    });
    const intent = String(invoice.payments?.data[0]?.payment.payment_intent);
    const refund = await h.stripe.refunds.create({ payment_intent: intent, reason: 'duplicate' });
    expect(refund).toMatchObject({ amount: 1200, status: 'succeeded' });
    const charge = await h.stripe.charges.retrieve(String(refund.charge));
    expect(charge).toMatchObject({ amount_refunded: 1200, refunded: true, payment_intent: intent });
    await expect
      .poll(() => h.webhooks.deliveries.map((delivery) => delivery.event?.type))
      .toContain('charge.refunded');
    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await expect(h.stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400 });
  });
});
