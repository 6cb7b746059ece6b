/**
 * /admin's figures reused under their version (ADR 0080): the same answer while nothing counted
 * changed, and after each kind of write that changes a figure an answer equal to that of a process
 * that never reused one (a second database handle, whose reuse starts empty, asked right after).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@fanout/db/client';
import {
  adminFiguresVersion,
  payments,
  subscriptionPlans,
  subscriptions,
  users,
} from '@fanout/db/schema';
import {
  createTestDatabase,
  insertPayment,
  insertSubscription,
  type PaymentFacts,
  type TestDatabase,
} from '@fanout/db/testing';
import type { Actor } from '../access';
import { getAdminStats } from './get-admin-stats';

const admin: Actor = { userId: randomUUID(), isAdmin: true, permissions: [] };
let database: TestDatabase;
let planId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [plan] = await database.db
    .insert(subscriptionPlans)
    .values({ name: 'Figures', priceMonthly: 1200, priceYearly: 11_500, creditsPerMonth: 500 })
    .returning({ id: subscriptionPlans.id });
  planId = plan?.id ?? '';
});
afterAll(async () => database.destroy());

const figures = () => getAdminStats({ db: database.db }, { actor: admin });

/** The figures as a fresh process counts them: a handle of its own, so nothing reused. */
async function freshFigures(now?: Date) {
  const fresh: DatabaseHandle = createDatabase({ url: database.url, maxConnections: 1 });
  try {
    return await getAdminStats(
      { db: fresh.db, ...(now ? { now: () => now } : {}) },
      { actor: admin },
    );
  } finally {
    await fresh.close();
  }
}

async function newUser(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `figures-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  return user?.id ?? '';
}

const subscribe = (userId: string, status: 'active' | 'canceled') =>
  insertSubscription(database.db, { userId, planId, status });

const pay = (userId: string, facts: PaymentFacts) => insertPayment(database.db, userId, facts);

async function version(): Promise<number> {
  const [row] = await database.db.select().from(adminFiguresVersion);
  return row?.version ?? -1;
}

describe('getAdminStats reused under the figures’ version', () => {
  it('answers with the same object while nothing it counts changed', async () => {
    const payer = await newUser();
    const before = await figures();
    await database.db.update(users).set({ firstName: 'Ada' }).where(eq(users.id, payer));
    // Not counted: a pending checkout, a canceled subscription, a payment's description.
    const pending = await pay(payer, {
      kind: 'credit_pack',
      status: 'pending',
      amount: 800,
      completedAt: null,
    });
    await subscribe(payer, 'canceled');
    await database.db
      .update(payments)
      .set({ description: 'Renamed' })
      .where(eq(payments.id, pending));
    expect(await figures()).toBe(before);
    expect(await freshFigures()).toEqual(before);
  });

  it('answers as a fresh count after every kind of write that changes a figure', async () => {
    const payer = await newUser();
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3_600_000);
    const pending = await pay(payer, {
      kind: 'credit_pack',
      status: 'pending',
      amount: 2500,
      completedAt: null,
    });
    const subscriptionId = await subscribe(payer, 'canceled');
    const leaving = await newUser();
    const writes: [string, () => Promise<unknown>][] = [
      ['a user added', () => newUser()],
      ['a user deleted', () => database.db.delete(users).where(eq(users.id, leaving))],
      [
        'a subscription made active',
        () =>
          database.db
            .update(subscriptions)
            .set({ status: 'active' })
            .where(eq(subscriptions.id, subscriptionId)),
      ],
      ['an active subscription added', () => subscribe(payer, 'active')],
      [
        'a checkout completed',
        () =>
          database.db
            .update(payments)
            .set({ status: 'completed', completedAt: now })
            .where(eq(payments.id, pending)),
      ],
      [
        'a completed payment added',
        () =>
          pay(payer, { kind: 'subscription', status: 'completed', amount: 1200, completedAt: now }),
      ],
      [
        'a partial refund',
        () =>
          database.db
            .update(payments)
            .set({ amountRefunded: 1000 })
            .where(eq(payments.id, pending)),
      ],
      [
        'a payment moved to last month',
        () =>
          database.db
            .update(payments)
            .set({ completedAt: lastMonth })
            .where(eq(payments.id, pending)),
      ],
      [
        'a payment back in this month',
        () =>
          database.db.update(payments).set({ completedAt: now }).where(eq(payments.id, pending)),
      ],
      [
        'a payment refunded in full',
        () =>
          database.db
            .update(payments)
            .set({ status: 'refunded', amountRefunded: 2500 })
            .where(eq(payments.id, pending)),
      ],
      [
        'a subscription canceled',
        () =>
          database.db
            .update(subscriptions)
            .set({ status: 'canceled' })
            .where(eq(subscriptions.id, subscriptionId)),
      ],
      [
        'a payer deleted with their subscription',
        () => database.db.delete(users).where(eq(users.id, payer)),
      ],
    ];
    for (const [name, write] of writes) {
      const before = await figures();
      await write();
      const after = await figures();
      expect(after, name).toEqual(await freshFigures());
      expect(after, name).not.toEqual(before);
    }
  });

  it('serves no change before its commit, and each committed one at once', async () => {
    const payer = await newUser();
    const before = await figures();
    let inside: unknown;
    await database.db.transaction(async (tx) => {
      await tx.insert(payments).values({
        userId: payer,
        kind: 'credit_package',
        status: 'completed',
        amount: 1650,
        credits: 100,
        description: 'Figures',
        itemId: 'growth',
        completedAt: new Date(),
      });
      inside = await figures();
    });
    expect(inside).toBe(before);
    const after = await figures();
    expect(after.totalRevenue - before.totalRevenue).toBe(1650);
    expect(after.creditPackagesSold - before.creditPackagesSold).toBe(1);
  });

  it('bumps the version once per transaction, however many rows it changes', async () => {
    const before = await version();
    await database.db.execute(sql`
      insert into users (email) select 'figures-bulk-' || n || '-' || ${randomUUID()} || '@example.com'
      from generate_series(1, 50) as n`);
    expect(await version()).toBe(before + 1);
  });

  it('counts the month of the time it is asked at, not the month an answer was built in', async () => {
    const payer = await newUser();
    await pay(payer, {
      kind: 'credit_pack',
      status: 'completed',
      amount: 500,
      completedAt: new Date(),
    });
    const thisMonth = await figures();
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    const later = await getAdminStats({ db: database.db, now: () => nextMonth }, { actor: admin });
    expect(later).toEqual(await freshFigures(nextMonth));
    expect(later.totalRevenue).not.toBe(thisMonth.totalRevenue);
  });
});
