import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeSandbox, type StripeSandboxHarness } from '../testing/stripe-test-kit';

let h: StripeSandboxHarness;
let now: number;
const DAY = 86_400_000;
beforeEach(async () => {
  now = Date.UTC(2026, 2, 1, 12); // March 1st: a 31-day first month
  h = await startStripeSandbox({ now: () => now });
});
afterEach(async () => {
  await h.close();
});

async function price(name: string, unitAmount: number, interval: 'month' | 'year' = 'month') {
  const product = await h.stripe.products.create({ name });
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

const switchTo = (
  subscription: Stripe.Subscription,
  to: Stripe.Price,
  behavior?: 'always_invoice' | 'create_prorations' | 'none',
) =>
  h.stripe.subscriptions.update(subscription.id, {
    items: [{ id: String(subscription.items.data[0]?.id), price: to.id }],
    ...(behavior ? { proration_behavior: behavior } : {}),
  });

const latestInvoice = async (subscription: string) => {
  const read = await h.stripe.subscriptions.retrieve(subscription);
  return h.stripe.invoices.retrieve(String(read.latest_invoice));
};

const linesOf = (invoice: Stripe.Invoice) =>
  invoice.lines.data.map((line) => [
    line.pricing?.price_details?.price,
    line.amount,
    line.parent?.subscription_item_details?.proration,
  ]);

describe('prorations, as Stripe bills them', () => {
  it('monthly → yearly starts a new period now: the unused time credited, the new price billed whole', async () => {
    const monthly = await price('Pro monthly', 3100);
    const yearly = await price('Pro yearly', 30000, 'year');
    const subscription = await subscribe(monthly);
    now += 10 * DAY; // 21 of 31 days unused
    const switched = await switchTo(subscription, yearly, 'always_invoice');
    const item = switched.items.data[0];
    expect(item?.current_period_start).toBe(now / 1000);
    expect(item?.current_period_end).toBe(Date.UTC(2027, 2, 11, 12) / 1000);
    expect(switched.billing_cycle_anchor).toBe(now / 1000);
    const invoice = await latestInvoice(subscription.id);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: 30000 - 2100,
    });
    expect(linesOf(invoice)).toEqual([
      [monthly.id, -2100, true],
      [yearly.id, 30000, false],
    ]);
  });

  it('a change of interval is invoiced now even with create_prorations', async () => {
    const monthly = await price('Pro monthly', 3100);
    const yearly = await price('Pro yearly', 30000, 'year');
    const subscription = await subscribe(monthly);
    await switchTo(subscription, yearly, 'create_prorations');
    const invoice = await latestInvoice(subscription.id);
    expect(invoice.billing_reason).toBe('subscription_update');
    expect(invoice.amount_paid).toBe(30000 - 3100);
  });

  it('yearly → monthly: the credit exceeds the price, the rest stays on the balance for the next invoices', async () => {
    const yearly = await price('Pro yearly', 36500, 'year');
    const monthly = await price('Pro monthly', 3000);
    const subscription = await subscribe(yearly);
    now += 265 * DAY; // 100 of 365 days unused: 10,000 credited
    await switchTo(subscription, monthly, 'always_invoice');
    const invoice = await latestInvoice(subscription.id);
    expect(invoice).toMatchObject({ status: 'paid', total: -7000, amount_paid: 0 });
    expect(invoice.ending_balance).toBe(-7000);
    const customer = String(subscription.customer);
    expect(((await h.stripe.customers.retrieve(customer)) as Stripe.Customer).balance).toBe(-7000);
    await h.advance(subscription.id);
    const renewal = await latestInvoice(subscription.id);
    expect(renewal).toMatchObject({
      billing_reason: 'subscription_cycle',
      total: 3000,
      starting_balance: -7000,
      amount_paid: 0,
      ending_balance: -4000,
    });
  });

  it('advancing a period moves the clock: the next upgrade is prorated from the new period', async () => {
    const pro = await price('Pro', 1200);
    const business = await price('Business', 2900);
    const subscription = await subscribe(pro);
    await h.advance(subscription.id);
    await h.advance(subscription.id);
    // No time passed on the simulator's clock; the customer's test clock is at the period start.
    await switchTo(subscription, business, 'always_invoice');
    const invoice = await latestInvoice(subscription.id);
    expect(invoice.amount_paid).toBe(2900 - 1200);
    expect(linesOf(invoice)).toEqual([
      [pro.id, -1200, true],
      [business.id, 2900, true],
    ]);
    expect(invoice.created).toBe(Date.UTC(2026, 4, 1, 12) / 1000);
  });

  it('create_prorations keeps the prorations for the next invoice', async () => {
    const pro = await price('Pro', 3100);
    const business = await price('Business', 6200);
    const subscription = await subscribe(pro);
    now += 21 * DAY; // 10 of 31 days left
    const before = await latestInvoice(subscription.id);
    await switchTo(subscription, business, 'create_prorations');
    expect((await latestInvoice(subscription.id)).id).toBe(before.id);
    await h.advance(subscription.id);
    const renewal = await latestInvoice(subscription.id);
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(linesOf(renewal)).toEqual([
      [pro.id, -1000, true],
      [business.id, 2000, true],
      [business.id, 6200, false],
    ]);
    expect(renewal.amount_paid).toBe(7200);
  });

  it('without proration_behavior, Stripe creates prorations (its default); none bills nothing for the time left', async () => {
    const pro = await price('Pro', 3100);
    const business = await price('Business', 6200);
    const team = await price('Team', 9300);
    const subscription = await subscribe(pro);
    now += 21 * DAY;
    await switchTo(subscription, business);
    await switchTo(subscription, team, 'none');
    await h.advance(subscription.id);
    const renewal = await latestInvoice(subscription.id);
    expect(linesOf(renewal)).toEqual([
      [pro.id, -1000, true],
      [business.id, 2000, true],
      [team.id, 9300, false],
    ]);
  });
});

describe('invoices.createPreview, before a plan change', () => {
  it('an upgrade invoiced now: the preview is the invoice the update then bills, and nothing is saved', async () => {
    const pro = await price('Pro', 3100);
    const business = await price('Business', 6200);
    const subscription = await subscribe(pro);
    now += 21 * DAY;
    const item = String(subscription.items.data[0]?.id);
    const invoicesBefore = Object.keys(h.sandbox.state.invoices).length;
    const preview = await h.stripe.invoices.createPreview({
      customer: String(subscription.customer),
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item, price: business.id }],
        proration_behavior: 'always_invoice',
      },
    });
    expect(preview).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'draft',
      amount_due: 1000,
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    expect(Object.keys(h.sandbox.state.invoices)).toHaveLength(invoicesBefore);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe(
      pro.id,
    );
    await switchTo(subscription, business, 'always_invoice');
    const billed = await latestInvoice(subscription.id);
    expect(billed.amount_paid).toBe(preview.amount_due);
    expect(linesOf(billed)).toEqual(linesOf(preview));
  });

  it('a downgrade with none: the next renewal at the new price, on the period end', async () => {
    const pro = await price('Pro', 3100);
    const business = await price('Business', 6200);
    const subscription = await subscribe(business);
    const preview = await h.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: String(subscription.items.data[0]?.id), price: pro.id }],
        proration_behavior: 'none',
      },
    });
    expect(preview).toMatchObject({ billing_reason: 'upcoming', amount_due: 3100 });
    expect(preview.next_payment_attempt).toBe(Date.UTC(2026, 3, 1, 12) / 1000);
    expect(linesOf(preview)).toEqual([[pro.id, 3100, false]]);
  });

  it('a change of interval, and a proration date', async () => {
    const monthly = await price('Pro monthly', 3100);
    const yearly = await price('Pro yearly', 30000, 'year');
    const subscription = await subscribe(monthly);
    const preview = await h.stripe.invoices.createPreview({
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: String(subscription.items.data[0]?.id), price: yearly.id }],
        proration_behavior: 'always_invoice',
        proration_date: (now + 10 * DAY) / 1000,
      },
    });
    expect(preview.amount_due).toBe(30000 - 2100);
    expect(preview.period_end).toBe(Date.UTC(2027, 2, 11, 12) / 1000);
  });

  it('refuses what Stripe refuses: an unknown price, a canceled subscription', async () => {
    const subscription = await subscribe(await price('Pro', 3100));
    await expect(
      h.stripe.invoices.createPreview({
        subscription: subscription.id,
        subscription_details: { items: [{ price: 'price_missing' }] },
      }),
    ).rejects.toMatchObject({ param: 'subscription_details[items][0][price]' });
    await h.stripe.subscriptions.cancel(subscription.id);
    await expect(
      h.stripe.invoices.createPreview({ subscription: subscription.id }),
    ).rejects.toMatchObject({ code: 'invoice_upcoming_none' });
  });
});
