import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLots,
  creditShortfalls,
  creditTransactions,
  notifications,
  payments,
  stripeEvents,
  users,
} from '@fanout/db/schema';
import type { CreditsResponse } from '@fanout/shared';
import { signedUpClient } from './http-client';
import { connectAccount, newCreator } from './publishing-harness';
import {
  deliver,
  dispute,
  pendingPayment,
  refundedCharge,
  stripeEvent,
} from './stripe-test-events';
import { startTestServer, type TestServer } from './test-server';

/**
 * `POST /api/webhooks/stripe` over real HTTP with events signed like Stripe signs them (ADR
 * 0048): each payment's credits are granted exactly once whatever Stripe redelivers, reorders or
 * sends at once; a bad or stale signature changes nothing; refunds and disputes take credits back,
 * never below zero, and a shortfall blocks posting until a purchase settles it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function balanceOf(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row?.credits ?? -1;
}

async function grantsOf(userId: string, key: string): Promise<number> {
  const rows = await server.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.idempotencyKey, key)));
  return rows.length;
}

async function lotsMatchBalance(userId: string): Promise<void> {
  const [row] = await server.database.db.execute<{ lots: number }>(sql`
    select coalesce(sum(remaining), 0)::int as lots from credit_lots where user_id = ${userId}`);
  expect(row?.lots).toBe(await balanceOf(userId));
}

async function paymentStatus(id: string) {
  const [row] = await server.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

const GROWTH = {
  kind: 'credit_pack' as const,
  credits: 1000,
  amount: 2500,
  description: 'Growth Pack',
};

describe('Stripe webhooks: checkout fulfilment, exactly once', () => {
  it('grants a pack once when the same event is delivered twice; its lot never expires', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    const event = stripeEvent('checkout.session.completed', bought.session('paid'));
    const first = await deliver(server, event);
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'processed' } });
    const second = await deliver(server, event);
    expect(second).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await balanceOf(userId)).toBe(60 + 1000);
    expect(await grantsOf(userId, `stripe:checkout:${bought.sessionId}`)).toBe(1);
    const payment = await paymentStatus(bought.payment.id);
    expect(payment?.status).toBe('completed');
    expect(payment?.stripePaymentIntentId).toBe(bought.paymentIntentId);
    const [lot] = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.paymentId, bought.payment.id));
    expect(lot).toMatchObject({ granted: 1000, remaining: 1000, expiresAt: null });
    await lotsMatchBalance(userId);
  });

  it('grants once for two different events of one payment, in either order', async () => {
    for (const order of ['completed first', 'async success first'] as const) {
      const { userId } = await signedUpClient(server.baseUrl);
      const bought = await pendingPayment(server, userId, GROWTH);
      const completed = stripeEvent('checkout.session.completed', bought.session('paid'));
      const succeeded = stripeEvent(
        'checkout.session.async_payment_succeeded',
        bought.session('paid'),
      );
      const events = order === 'completed first' ? [completed, succeeded] : [succeeded, completed];
      for (const event of events) expect((await deliver(server, event)).status).toBe(200);
      expect(await balanceOf(userId), order).toBe(1060);
      expect(await grantsOf(userId, `stripe:checkout:${bought.sessionId}`)).toBe(1);
    }
  });

  it('an async payment: nothing at completion, credits when it succeeds (even if events come reversed)', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    const completed = stripeEvent('checkout.session.completed', bought.session('unpaid'));
    const succeeded = stripeEvent(
      'checkout.session.async_payment_succeeded',
      bought.session('paid'),
    );
    await deliver(server, succeeded);
    await deliver(server, completed);
    expect(await balanceOf(userId)).toBe(1060);
    expect((await paymentStatus(bought.payment.id))?.status).toBe('completed');

    const other = await signedUpClient(server.baseUrl);
    const pending = await pendingPayment(server, other.userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', pending.session('unpaid')));
    expect(await balanceOf(other.userId)).toBe(60);
    expect((await paymentStatus(pending.payment.id))?.status).toBe('pending');
  });

  it('20 concurrent deliveries of one event grant once, each answered 200', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    const event = stripeEvent('checkout.session.completed', bought.session('paid'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(server, event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((answer) => (answer.body as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(1060);
    expect(await grantsOf(userId, `stripe:checkout:${bought.sessionId}`)).toBe(1);
  });

  it('a package lot expires validityMonths after the grant', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, {
      kind: 'credit_package',
      credits: 500,
      amount: 8250,
      description: 'Creator Bundle',
      validityMonths: 6,
    });
    const before = new Date();
    await deliver(server, stripeEvent('checkout.session.completed', bought.session('paid')));
    const [lot] = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.paymentId, bought.payment.id));
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(Math.abs((lot?.expiresAt?.getTime() ?? 0) - expected.getTime())).toBeLessThan(
      3 * 86_400_000,
    );
    const summary = (await client.get('/api/credits')).body as CreditsResponse;
    expect(summary.expiring).toEqual([{ credits: 500, expiresAt: lot?.expiresAt?.toISOString() }]);
  });

  it('an async payment that fails: payment failed, nothing granted, the user told', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', bought.session('unpaid')));
    await deliver(
      server,
      stripeEvent('checkout.session.async_payment_failed', bought.session('unpaid')),
    );
    expect((await paymentStatus(bought.payment.id))?.status).toBe('failed');
    expect(await balanceOf(userId)).toBe(60);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(told.map((n) => [n.kind, n.body])).toEqual([
      ['payment_failed', 'Your payment for Growth Pack did not go through. No credits were added.'],
    ]);
  });
});

describe('Stripe webhooks: the signature is the authentication', () => {
  it('refuses a bad, stale or missing signature with 400 and changes nothing', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    const event = stripeEvent('checkout.session.completed', bought.session('paid'));
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const attempts = [
      await deliver(server, event, { secret: 'whsec_someoneelse' }),
      await deliver(server, event, { timestamp: stale }),
      await deliver(server, event, { signature: null }),
      await deliver(server, event, { signature: 't=1,v1=deadbeef' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(400);
      expect(JSON.stringify(attempt.body)).toMatch(/Stripe-Signature/);
    }
    // A body changed after signing: the signature of the original does not cover it.
    const billing = server.core.billing;
    const signature = billing?.stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: billing.webhookSecret,
    });
    const tampered = JSON.stringify({ ...event, id: 'evt_tampered' });
    expect((await deliver(server, tampered, { signature })).status).toBe(400);
    expect(await balanceOf(userId)).toBe(60);
    expect((await paymentStatus(bought.payment.id))?.status).toBe('pending');
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(recorded).toEqual([]);
  });

  it('needs no session or Origin, and other POSTs still need the Origin', async () => {
    const refused = await fetch(`${server.baseUrl}/api/webhooks/stripe/other`, { method: 'POST' });
    expect(refused.status).toBe(403);
  });

  it('records an unknown event type and answers 200', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_unknown' });
    expect((await deliver(server, event)).status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(row?.type).toBe('customer.created');
  });

  it('answers 500 and records nothing when the effect fails, so Stripe retries', async () => {
    const event = stripeEvent('customer.subscription.updated', { id: 'sub_nobody_knows' });
    const answer = await deliver(server, event);
    expect(answer.status).toBe(500);
    const recorded = await server.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(recorded).toEqual([]);
  });
});

describe('Stripe webhooks: refunds and disputes take credits back, never below zero', () => {
  it('a partial then a full refund take the proportional credits, rounded up, once each', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', bought.session('paid')));
    // $10.01 of $25.00: 400.4 credits, rounded up to 401.
    const partial = stripeEvent(
      'charge.refunded',
      refundedCharge(bought.paymentIntentId, 2500, 1001),
    );
    await deliver(server, partial);
    await deliver(server, partial);
    expect(await balanceOf(userId)).toBe(1060 - 401);
    expect((await paymentStatus(bought.payment.id))?.status).toBe('completed');
    await deliver(
      server,
      stripeEvent('charge.refunded', refundedCharge(bought.paymentIntentId, 2500, 2500)),
    );
    expect(await balanceOf(userId)).toBe(60);
    const payment = await paymentStatus(bought.payment.id);
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: 2500 });
    // The payment's own lot was emptied first: the welcome credits are untouched.
    const [lot] = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.paymentId, bought.payment.id));
    expect(lot?.remaining).toBe(0);
    await lotsMatchBalance(userId);
    const told = await server.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(told.map((n) => n.kind)).toEqual(['credits_clawed_back', 'credits_clawed_back']);
  });

  it('spent credits become a shortfall that blocks posting until a purchase settles it', async () => {
    const creator = await newCreator(server);
    const account = await connectAccount(creator.client, creator.group, 'bluesky');
    const bought = await pendingPayment(server, creator.userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', bought.session('paid')));
    // Most of the credits are spent (through the ledger, as publishing charges them).
    await server.database.db.transaction(async (tx) => {
      const { applyCreditChanges } = await import('@fanout/core/credits');
      await applyCreditChanges(tx, [
        {
          userId: creator.userId,
          amount: -1000,
          kind: 'publish_charge',
          description: 'spent',
          idempotencyKey: `spent:${creator.userId}`,
        },
      ]);
    });
    await deliver(
      server,
      stripeEvent('charge.refunded', refundedCharge(bought.paymentIntentId, 2500, 2500)),
    );
    expect(await balanceOf(creator.userId)).toBe(0);
    const summary = (await creator.client.get('/api/credits')).body as CreditsResponse;
    expect(summary.shortfall).toBe(940);
    const refused = await creator.client.post('/api/posts', {
      title: null,
      textContent: 'Blocked while short',
      platforms: [account.id],
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      generationMode: 'predefined',
      timeZone: 'UTC',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'A refunded payment left your balance 940 credits short: buy credits to post again',
    });
    // A draft costs nothing and is still allowed.
    const draft = await creator.client.post('/api/posts', {
      title: null,
      textContent: 'A draft',
      platforms: [account.id],
      status: 'draft',
      generationMode: 'predefined',
      timeZone: 'UTC',
    });
    expect(draft.status).toBe(200);

    const next = await pendingPayment(server, creator.userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', next.session('paid')));
    expect(await balanceOf(creator.userId)).toBe(60);
    const [shortfall] = await server.database.db
      .select()
      .from(creditShortfalls)
      .where(eq(creditShortfalls.userId, creator.userId));
    expect(shortfall).toMatchObject({ amount: 940, remaining: 0 });
    expect(shortfall?.settledAt).not.toBeNull();
    const after = (await creator.client.get('/api/credits')).body as CreditsResponse;
    expect(after.shortfall).toBe(0);
    // Written in one transaction (one timestamp): the grant and the clawback that settles it.
    expect(after.transactions.slice(0, 2).map((t) => [t.type, t.amount])).toEqual(
      expect.arrayContaining([
        ['clawback', -940],
        ['purchase', 1000],
      ]),
    );
    const allowed = await creator.client.post('/api/posts', {
      title: null,
      textContent: 'Allowed again',
      platforms: [account.id],
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      generationMode: 'predefined',
      timeZone: 'UTC',
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    await lotsMatchBalance(creator.userId);
  });

  it('a dispute takes every credit of the payment; a won dispute gives them back', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const bought = await pendingPayment(server, userId, GROWTH);
    await deliver(server, stripeEvent('checkout.session.completed', bought.session('paid')));
    const opened = stripeEvent(
      'charge.dispute.created',
      dispute(bought.paymentIntentId, 2500, 'needs_response'),
    );
    await deliver(server, opened);
    await deliver(server, opened);
    expect(await balanceOf(userId)).toBe(60);
    expect((await paymentStatus(bought.payment.id))?.status).toBe('disputed');
    const won = stripeEvent('charge.dispute.closed', dispute(bought.paymentIntentId, 2500, 'won'));
    await deliver(server, won);
    await deliver(server, won);
    expect(await balanceOf(userId)).toBe(1060);
    expect((await paymentStatus(bought.payment.id))?.status).toBe('completed');
    const [lot] = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.paymentId, bought.payment.id));
    expect(lot?.remaining).toBe(1000);
    await lotsMatchBalance(userId);
  });
});
