import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
let now: number;
beforeEach(async () => {
  now = Date.UTC(2026, 0, 31, 12);
  h = await startStripeSandbox({ now: () => now });
});
afterEach(async () => {
  await h.close();
});

async function plan(name: string, unitAmount: number, interval: 'month' | 'year' = 'month') {
  const product = await h.stripe.products.create({ name });
  return h.stripe.prices.create({
    product: product.id,
    unit_amount: unitAmount,
    currency: 'usd',
    recurring: { interval },
  });
}

/** A customer subscribed to `price` through a paid checkout; answers the subscription. */
async function subscribe(price: Stripe.Price): Promise<Stripe.Subscription> {
  const customer = await h.stripe.customers.create({ email: 'ada@example.com' });
  const session = await h.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost/ok',
    subscription_data: { metadata: { userId: 'user-1', planId: 'pro' } },
  });
  await h.pay(session.id);
  const read = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return read.subscription as Stripe.Subscription;
}

const types = () => h.webhooks.deliveries.map((delivery) => delivery.event?.type);
const eventsOf = <T extends Stripe.Event>(type: T['type']) =>
  h.webhooks.deliveries.map((d) => d.event).filter((e): e is T => e?.type === type);

describe('subscriptions', () => {
  it('a paid subscription checkout: subscription, paid invoice, events in Stripe order', async () => {
    const price = await plan('Pro Plan', 1200);
    const subscription = await subscribe(price);
    expect(subscription).toMatchObject({
      status: 'active',
      metadata: { userId: 'user-1', planId: 'pro' },
    });
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe(price.id);
    expect(item?.current_period_start).toBe(now / 1000);
    expect(item?.current_period_end).toBe(Date.UTC(2026, 1, 28, 12) / 1000);
    await h.webhooks.waitFor(3);
    expect(types()).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const [paid] = eventsOf<Stripe.InvoicePaidEvent>('invoice.paid');
    const invoice = paid?.data.object;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_create',
      status: 'paid',
      amount_paid: 1200,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoice?.lines.data[0]?.pricing?.price_details?.price).toBe(price.id);
    expect(invoice?.payments).toBeUndefined();
    const withPayments = await h.stripe.invoices.retrieve(String(invoice?.id), {
      expand: ['payments'],
    });
    const intentId = withPayments.payments?.data[0]?.payment.payment_intent;
    expect((await h.stripe.paymentIntents.retrieve(String(intentId))).status).toBe('succeeded');
    // From a charge's PaymentIntent back to the invoice it paid (refunds, disputes).
    const byIntent = await h.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: String(intentId) },
    });
    expect(byIntent.data.map((payment) => payment.invoice)).toEqual([invoice?.id]);
    expect(byIntent.data[0]).toMatchObject({ status: 'paid', amount_paid: 1200 });
  });

  it('advance renews: a subscription_cycle invoice paid and the next period', async () => {
    const subscription = await subscribe(await plan('Pro Plan', 1200));
    await h.webhooks.waitFor(3);
    expect((await h.advance(subscription.id)).status).toBe(200);
    await h.webhooks.waitFor(5);
    expect(types().slice(3)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const [, renewal] = eventsOf<Stripe.InvoicePaidEvent>('invoice.paid');
    expect(renewal?.data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 1200,
    });
    const read = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(read.items.data[0]?.current_period_start).toBe(Date.UTC(2026, 1, 28, 12) / 1000);
    expect(read.items.data[0]?.current_period_end).toBe(Date.UTC(2026, 2, 28, 12) / 1000);
  });

  it('a failing renewal: invoice.payment_failed and past_due', async () => {
    const subscription = await subscribe(await plan('Pro Plan', 1200));
    await h.setFaults({ renewal: 'fail' });
    await h.advance(subscription.id);
    await h.webhooks.waitFor(5);
    expect(types().slice(3)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    const [failed] = eventsOf<Stripe.InvoicePaymentFailedEvent>('invoice.payment_failed');
    expect(failed?.data.object).toMatchObject({ status: 'open', amount_paid: 0, attempt_count: 1 });
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
  });

  it('cancel at period end: updated now, deleted when the period ends', async () => {
    const subscription = await subscribe(await plan('Pro Plan', 1200));
    const updated = await h.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await h.advance(subscription.id);
    await h.webhooks.waitFor(5);
    expect(types().slice(3)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect((await h.advance(subscription.id)).status).toBe(400);
  });

  it('upgrade with always_invoice charges the prorated difference now', async () => {
    const pro = await plan('Pro Plan', 1200);
    const business = await plan('Business Plan', 2900);
    const subscription = await subscribe(pro);
    now += 14 * 86_400_000; // 14 of the 28 days left: half the period
    const item = subscription.items.data[0];
    await h.stripe.subscriptions.update(subscription.id, {
      items: [{ id: String(item?.id), price: business.id }],
      proration_behavior: 'always_invoice',
    });
    await h.webhooks.waitFor(5);
    expect(types().slice(3)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const [, update] = eventsOf<Stripe.InvoicePaidEvent>('invoice.paid');
    expect(update?.data.object).toMatchObject({
      billing_reason: 'subscription_update',
      amount_paid: 850,
    });
    // Stripe's two proration lines: the unused half of Pro, the remaining half of Business.
    const lines = update?.data.object.lines.data.map((line) => [
      line.pricing?.price_details?.price,
      line.amount,
      line.parent?.subscription_item_details?.proration,
    ]);
    expect(lines).toEqual([
      [pro.id, -600, true],
      [business.id, 1450, true],
    ]);
  });

  it('downgrade with none: the price changes, no invoice now; the portal switches and cancels', async () => {
    const pro = await plan('Pro Plan', 1200);
    const business = await plan('Business Plan', 2900);
    await plan('Yearly', 9900, 'year');
    const subscription = await subscribe(business);
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: String(subscription.customer),
      return_url: 'http://localhost/billing',
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Pro Plan — $12.00 / month');
    expect(page).not.toContain('Yearly');
    const post = (action: string, fields: Record<string, string>) =>
      fetch(`${portal.url}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ subscription: subscription.id, ...fields }),
        redirect: 'manual',
      });
    expect((await post('switch', { price: pro.id })).status).toBe(303);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe(
      pro.id,
    );
    expect((await post('cancel', {})).status).toBe(303);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(
      true,
    );
    expect(await (await fetch(`${portal.url}?done=canceled`)).text()).toContain('Renew plan');
    expect((await post('renew', {})).status).toBe(303);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(
      false,
    );
    await h.webhooks.waitFor(6);
    expect(types().slice(3)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    const list = await h.control(
      'GET',
      `/customers/${String(subscription.customer)}/subscriptions`,
    );
    expect((list.body as { data: Stripe.Subscription[] }).data).toHaveLength(1);
  });

  it('DELETE cancels now', async () => {
    const subscription = await subscribe(await plan('Pro Plan', 1200));
    const canceled = await h.stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    await h.webhooks.waitFor(4);
    expect(types()[3]).toBe('customer.subscription.deleted');
  });
});
