import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '@fanout/db/schema';
import type { NotificationList } from '@fanout/shared';
import { adminClient } from './admin-helpers';
import type { HttpClient } from './http-client';
import { signedUpClient } from './http-client';
import { deliver, pendingPayment, stripeEvent } from './stripe-test-events';
import { startTestServer, type TestServer } from './test-server';

/**
 * ADR 0065: an event is applied only when it is what we can read — signed within five minutes of
 * now on either side, and shaped by the API version the SDK is pinned to.
 */
let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await adminClient(server)).client;
});
afterAll(async () => server.close());

const PACK = {
  kind: 'credit_pack',
  credits: 100,
  amount: 1000,
  description: '100 credits',
} as const;

async function recorded(eventId: string) {
  return server.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
}

async function notificationsOf(client: HttpClient): Promise<NotificationList> {
  const answer = await client.get('/api/notifications');
  expect(answer.status).toBe(200);
  return answer.body as NotificationList;
}

describe('Stripe webhooks: what the signature and the version allow', () => {
  it('refuses a signature dated in the future like a stale one, and applies nothing', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, PACK);
    const event = stripeEvent('checkout.session.completed', bought.session('paid'));
    const future = Math.floor(Date.now() / 1000) + 10 * 60;
    const answer = await deliver(server, event, { timestamp: future });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/Stripe-Signature/);
    expect(await recorded(event.id)).toEqual([]);
    // The same event signed now is applied: only the date was wrong.
    expect((await deliver(server, event)).status).toBe(200);
    expect(await recorded(event.id)).toHaveLength(1);
  });

  it('refuses an event of another API version with 503 (Stripe retries), records nothing and warns the admins once', async () => {
    const { userId, client: customer } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, PACK);
    const event = {
      ...stripeEvent('checkout.session.completed', bought.session('paid')),
      api_version: '2020-08-27',
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await deliver(server, event);
      expect(answer.status).toBe(503);
      expect(JSON.stringify(answer.body)).toMatch(/2020-08-27.*2026-10-28\.endive/);
    }
    expect(await recorded(event.id)).toEqual([]);

    const warnings = (await notificationsOf(admin)).notifications.filter(
      (n) => n.kind === 'billing_setup_warning',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.body).toMatch(/2020-08-27/);
    expect(warnings[0]?.body).toMatch(/2026-10-28\.endive/);
    // Customers are not told about the operator's set-up.
    expect(
      (await notificationsOf(customer)).notifications.filter(
        (n) => n.kind === 'billing_setup_warning',
      ),
    ).toEqual([]);

    // Once the endpoint is fixed, Stripe's next retry (now in the pinned version) is applied.
    const fixed = { ...event, api_version: '2026-10-28.endive' };
    expect((await deliver(server, fixed)).status).toBe(200);
    expect(await recorded(event.id)).toHaveLength(1);
  });
});
