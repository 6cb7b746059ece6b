import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '@fanout/db/schema';
import { adminClient } from './admin-helpers';
import type { HttpClient } from './http-client';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0065: a suspended user is not charged. Suspension pauses their Stripe subscription's
 * renewals (`pause_collection`, invoices voided); reactivation resumes them.
 */
let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
});
afterAll(async () => server.close());

async function control(route: string, body: unknown = {}): Promise<void> {
  const response = await admin.post(`/sandbox/_control/stripe${route}`, body);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

async function completedPayments(userId: string): Promise<number> {
  const rows = await server.database.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.userId, userId));
  return rows.filter((row) => row.status === 'completed').length;
}

async function subscribedCustomer() {
  const user = await signedUpClient(server.baseUrl);
  const plans = (await admin.get('/api/subscription-plans')).body as { id: string; name: string }[];
  const answer = await user.client.post('/api/subscription/subscribe', {
    planId: plans.find((plan) => plan.name === 'Pro Plan')?.id,
    paymentProvider: 'stripe',
    interval: 'month',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const sessionId = (answer.body as { url: string }).url.split('/').pop() ?? '';
  await control(`/checkout-sessions/${sessionId}/pay`, { outcome: 'succeeded' });
  await expect.poll(() => completedPayments(user.userId), { timeout: 10_000 }).toBe(1);
  const [row] = await server.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.userId));
  return { ...user, stripeSubscriptionId: row?.stripeSubscriptionId ?? '' };
}

describe('suspension and the Stripe subscription', () => {
  it('suspending pauses the renewals (nothing charged); reactivating resumes them', async () => {
    const user = await subscribedCustomer();
    const stripe = server.core.billing?.stripe;
    if (!stripe) throw new Error('no billing');

    const suspended = await admin.post('/api/admin/suspend-user', { userId: user.userId });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const paused = await stripe.subscriptions.retrieve(user.stripeSubscriptionId);
    expect(paused.status).toBe('active');
    expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: null });

    // A period passes while suspended: no invoice is paid, no payment recorded.
    await control(`/subscriptions/${user.stripeSubscriptionId}/advance`);
    const invoice = await stripe.invoices.retrieve(
      String((await stripe.subscriptions.retrieve(user.stripeSubscriptionId)).latest_invoice),
    );
    expect(invoice.status).toBe('void');
    expect(invoice.amount_paid).toBe(0);

    const reactivated = await admin.post('/api/admin/reactivate-user', { userId: user.userId });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect(
      (await stripe.subscriptions.retrieve(user.stripeSubscriptionId)).pause_collection,
    ).toBeNull();
    await control(`/subscriptions/${user.stripeSubscriptionId}/advance`);
    await expect.poll(() => completedPayments(user.userId), { timeout: 10_000 }).toBe(2);
  });

  it('suspending again pauses again (a first pause that failed is mended by repeating it)', async () => {
    const user = await subscribedCustomer();
    const stripe = server.core.billing?.stripe;
    if (!stripe) throw new Error('no billing');
    expect((await admin.post('/api/admin/suspend-user', { userId: user.userId })).status).toBe(200);
    await stripe.subscriptions.update(user.stripeSubscriptionId, { pause_collection: '' });
    expect((await admin.post('/api/admin/suspend-user', { userId: user.userId })).status).toBe(200);
    expect(
      (await stripe.subscriptions.retrieve(user.stripeSubscriptionId)).pause_collection,
    ).toEqual({ behavior: 'void', resumes_at: null });
  });
});
