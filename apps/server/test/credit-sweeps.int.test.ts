import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCredits } from '@fanout/core/billing';
import { applyCreditChanges, type CreditChange } from '@fanout/core/credits';
import {
  creditLots,
  creditTransactions,
  notifications,
  subscriptionPlans,
  subscriptions,
  users,
} from '@fanout/db/schema';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

/** The credit sweep (ADR 0047): expiry write-offs once, one warning per lot, yearly months. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const DAY = 86_400_000;
const WEEK = 7 * DAY;

function apply(changes: CreditChange[]) {
  return server.database.db.transaction((tx) => applyCreditChanges(tx, changes));
}

async function balanceOf(userId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row?.credits ?? -1;
}

async function expiryRows(userId: string) {
  return server.database.db
    .select({ amount: creditTransactions.amount, key: creditTransactions.idempotencyKey })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.kind, 'expiry')))
    .orderBy(creditTransactions.createdAt);
}

function sweep() {
  return sweepCredits(server.core, { expiryWarningMs: WEEK });
}

describe('the credit sweep', () => {
  it('writes off what is left of an expired lot once, and again only what a refund put back', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    await apply([
      {
        userId,
        amount: 100,
        kind: 'purchase',
        description: 'Old package',
        idempotencyKey: `old:${userId}`,
        expiresAt: new Date(Date.now() - 60_000),
      },
    ]);
    // The expired lot is spent first (it expires first): 30 of its 100.
    await apply([
      {
        userId,
        amount: -30,
        kind: 'publish_charge',
        description: 'Post',
        idempotencyKey: `publish:${userId}`,
      },
    ]);
    await sweep();
    await sweep();
    expect(await balanceOf(userId)).toBe(60);
    const [lot] = await server.database.db
      .select()
      .from(creditLots)
      .where(and(eq(creditLots.userId, userId), eq(creditLots.granted, 100)));
    expect(await expiryRows(userId)).toEqual([{ amount: -70, key: `expiry:${lot?.id}` }]);
    expect(lot?.remaining).toBe(0);

    // The post failed: its refund goes back into the (expired) lot, and the next sweep takes it.
    await apply([
      {
        userId,
        amount: 30,
        kind: 'refund',
        description: 'Refund',
        idempotencyKey: `refund:${userId}`,
        restores: `publish:${userId}`,
      },
    ]);
    expect(await balanceOf(userId)).toBe(90);
    await sweep();
    await sweep();
    expect(await balanceOf(userId)).toBe(60);
    expect((await expiryRows(userId)).map((row) => row.amount)).toEqual([-70, -30]);
  });

  it('warns once per lot that expires within a week, in the words "N credits expire on {date}"', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const soon = new Date(Date.UTC(2030, 0, 1));
    const now = new Date(soon.getTime() - 3 * DAY);
    const deps = { ...server.core, now: () => now };
    await apply([
      {
        userId,
        amount: 40,
        kind: 'purchase',
        description: 'Soon',
        idempotencyKey: `soon:${userId}`,
        expiresAt: soon,
      },
      {
        userId,
        amount: 25,
        kind: 'purchase',
        description: 'Later',
        idempotencyKey: `later:${userId}`,
        expiresAt: new Date(soon.getTime() + 30 * DAY),
      },
    ]);
    await sweepCredits(deps, { expiryWarningMs: WEEK });
    await sweepCredits(deps, { expiryWarningMs: WEEK });
    const told = await server.database.db
      .select({ kind: notifications.kind, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(told).toEqual([
      {
        kind: 'credits_expiring',
        body: '40 credits expire on January 1, 2030. Credits are spent soonest-expiring first.',
      },
    ]);
  });

  it('grants a yearly plan’s later months on its own schedule, once, only while entitled', async () => {
    const [pro] = await server.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, 'Pro Plan'));
    const now = new Date();
    const start = new Date(now.getTime());
    start.setUTCMonth(start.getUTCMonth() - 2);
    start.setUTCDate(Math.min(start.getUTCDate(), 28));
    start.setTime(start.getTime() - DAY);
    const end = new Date(start.getTime());
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const subscriber = async (status: 'active' | 'canceled') => {
      const { userId } = await signedUpClient(server.baseUrl);
      const [row] = await server.database.db
        .insert(subscriptions)
        .values({
          userId,
          planId: pro?.id ?? '',
          interval: 'year',
          status,
          stripeSubscriptionId: `sub_${userId}`,
          stripePriceId: 'price_yearly',
          currentPeriodStart: start,
          currentPeriodEnd: end,
        })
        .returning();
      return { userId, subscriptionId: row?.id ?? '' };
    };
    const active = await subscriber('active');
    const canceled = await subscriber('canceled');
    await sweep();
    await sweep();
    expect(await balanceOf(active.userId)).toBe(60 + 2 * 500);
    expect(await balanceOf(canceled.userId)).toBe(60);
    const months = await server.database.db
      .select({ key: creditTransactions.idempotencyKey })
      .from(creditTransactions)
      .where(
        like(creditTransactions.idempotencyKey, `subscription-month:${active.subscriptionId}:%`),
      )
      .orderBy(creditTransactions.idempotencyKey);
    expect(months.map((row) => row.key)).toEqual([
      `subscription-month:${active.subscriptionId}:${start.toISOString()}:1`,
      `subscription-month:${active.subscriptionId}:${start.toISOString()}:2`,
    ]);
    const lots = await server.database.db
      .select()
      .from(creditLots)
      .where(eq(creditLots.subscriptionId, active.subscriptionId));
    expect(lots.map((lot) => [lot.granted, lot.expiresAt])).toEqual([
      [500, null],
      [500, null],
    ]);
  });
});
