import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_UNAVAILABLE } from '@fanout/core/billing';
import { billingCustomers, creditPackages, payments } from '@fanout/db/schema';
import { freePort } from '@fanout/db/testing';
import { createBillingDeps } from '@fanout/runtime';
import { signedUpClient, type HttpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0049: when Stripe cannot be reached, every payment route answers one clear 502
 * (no raw 500, no secret), and nothing is left half-done: the payment row made before the
 * Checkout is marked failed, no customer is recorded.
 */

let server: TestServer;
let client: HttpClient;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  // The real SDK (sandbox mode), pointed at a port nobody listens on: a Stripe outage.
  const closed = await freePort();
  server.core.billing = createBillingDeps(
    { ...server.config, publicUrl: `http://127.0.0.1:${closed}` },
    randomBytes(32),
  );
  ({ client, userId } = await signedUpClient(server.baseUrl));
});
afterAll(async () => server.close());

describe('a Stripe outage', () => {
  it('answers 502 "Payments are unavailable" on every route that calls Stripe', async () => {
    const [pkg] = await server.database.db
      .insert(creditPackages)
      .values({ name: 'Outage Pack', creditQuantity: 500, priceMultiplier: 100, validityMonths: 6 })
      .returning();
    const [plan] = (await client.get('/api/subscription-plans')).body as { id: string }[];
    const routes: [string, unknown][] = [
      ['/api/credits/purchase', { package: 'starter', amount: 300 }],
      [`/api/purchase-credits/${pkg?.id}`, {}],
      ['/api/subscription/subscribe', { planId: plan?.id, paymentProvider: 'stripe' }],
      ['/api/billing/portal', {}],
    ];
    for (const [path, body] of routes) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(502);
      expect(response.body, path).toMatchObject({ message: PAYMENTS_UNAVAILABLE });
      expect(JSON.stringify(response.body)).not.toMatch(/sk_test|127\.0\.0\.1/);
    }
    expect(
      await server.database.db.$count(billingCustomers, eq(billingCustomers.userId, userId)),
    ).toBe(0);
  });

  it('marks the payment made before the Checkout failed, so no pending row is left behind', async () => {
    const buyer = await signedUpClient(server.baseUrl);
    await server.database.db
      .insert(billingCustomers)
      .values({ userId: buyer.userId, stripeCustomerId: `cus_outage_${buyer.userId}` });
    const response = await buyer.client.post('/api/credits/purchase', {
      package: 'growth',
      amount: 1000,
    });
    expect(response.status).toBe(502);
    const rows = await server.database.db
      .select({
        status: payments.status,
        amount: payments.amount,
        session: payments.stripeCheckoutSessionId,
      })
      .from(payments)
      .where(eq(payments.userId, buyer.userId));
    expect(rows).toEqual([{ status: 'failed', amount: 2500, session: null }]);
  });
});
