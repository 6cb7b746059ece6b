/**
 * Credit lots move with the balance (ADR 0047, 0048): grants make lots, spends draw from the lot
 * that expires first, refunds put credits back where their spend took them, and per user
 * sum(remaining) = users.credits after any sequence of changes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLotDraws, creditLots, users } from '@fanout/db/schema';
import { createTestDatabase, type TestDatabase } from '@fanout/db/testing';
import type { CreditChange } from './apply-credit-change';
import { applyCreditChanges } from './apply-credit-changes';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

let serial = 0;
async function newUser(): Promise<string> {
  serial += 1;
  const [user] = await database.db
    .insert(users)
    .values({ email: `lots-${serial}@example.com` })
    .returning();
  return user?.id ?? '';
}

const DAY = 86_400_000;
function grant(userId: string, amount: number, key: string, expiresInDays: number | null) {
  return {
    userId,
    amount,
    kind: 'purchase' as const,
    description: key,
    idempotencyKey: `${key}:${userId}`,
    expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY),
  };
}
function spend(userId: string, amount: number, key: string): CreditChange {
  return {
    userId,
    amount: -amount,
    kind: 'publish_charge',
    description: key,
    idempotencyKey: `${key}:${userId}`,
  };
}

function apply(changes: CreditChange[]) {
  return database.db.transaction((tx) => applyCreditChanges(tx, changes));
}

async function lotsOf(userId: string) {
  return database.db
    .select()
    .from(creditLots)
    .where(eq(creditLots.userId, userId))
    .orderBy(creditLots.createdAt);
}

/** Every user's lots add up to their balance, and no lot is negative or above its grant. */
async function expectLotsMatchBalances(): Promise<void> {
  const mismatched = await database.db.execute(sql`
    select u.id, u.credits, coalesce(sum(l.remaining), 0)::int as lots
    from users u left join credit_lots l on l.user_id = u.id
    group by u.id having u.credits <> coalesce(sum(l.remaining), 0)`);
  expect(mismatched).toEqual([]);
}

describe('credit lots', () => {
  it('spends the lot that expires first, never-expiring last', async () => {
    const userId = await newUser();
    await apply([
      grant(userId, 10, 'never', null),
      grant(userId, 5, 'late', 30),
      grant(userId, 4, 'soon', 3),
    ]);
    await apply([spend(userId, 6, 'first')]);
    const byKey = new Map(
      (await lotsOf(userId)).map((lot) => [
        lot.granted,
        { left: lot.remaining, at: lot.expiresAt },
      ]),
    );
    expect(byKey.get(4)?.left).toBe(0);
    expect(byKey.get(5)?.left).toBe(3);
    expect(byKey.get(10)?.left).toBe(10);
    expect(byKey.get(10)?.at).toBeNull();
    await apply([spend(userId, 7, 'second')]);
    const left = (await lotsOf(userId)).map((lot) => [lot.granted, lot.remaining]);
    expect(left).toEqual(
      expect.arrayContaining([
        [4, 0],
        [5, 0],
        [10, 6],
      ]),
    );
    await expectLotsMatchBalances();
  });

  it('puts a refund back into the lots its spend drew from, even an emptied one', async () => {
    const userId = await newUser();
    await apply([grant(userId, 2, 'a', 1), grant(userId, 5, 'b', 2)]);
    await apply([spend(userId, 3, 'publish:t1')]);
    const [refund] = await apply([
      {
        userId,
        amount: 3,
        kind: 'refund',
        description: 'refund',
        idempotencyKey: `refund:t1:${userId}`,
        restores: `publish:t1:${userId}`,
      },
    ]);
    expect(refund?.status).toBe('applied');
    const lots = await lotsOf(userId);
    expect(lots.map((lot) => [lot.granted, lot.remaining])).toEqual(
      expect.arrayContaining([
        [2, 2],
        [5, 5],
      ]),
    );
    expect(lots).toHaveLength(2);
    await expectLotsMatchBalances();
  });

  it('draws a spend from the lots a batch granted just before it', async () => {
    const userId = await newUser();
    const outcomes = await apply([grant(userId, 4, 'g', null), spend(userId, 3, 's')]);
    expect(outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    const [lot] = await lotsOf(userId);
    expect(lot?.remaining).toBe(1);
    const draws = await database.db
      .select()
      .from(creditLotDraws)
      .where(eq(creditLotDraws.lotId, lot?.id ?? ''));
    expect(draws.map((draw) => draw.amount)).toEqual([3]);
  });

  it('keeps sum(remaining) = users.credits through many random batches, refunds and duplicates', async () => {
    const people = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const spends: { userId: string; key: string; amount: number }[] = [];
    for (let round = 0; round < 60; round += 1) {
      const batch: CreditChange[] = [];
      for (let i = 0; i < 1 + random(8); i += 1) {
        const userId = people[random(people.length)] ?? '';
        const kind = random(10);
        const key = `r${round}-${i}`;
        if (kind < 3) {
          batch.push(grant(userId, 1 + random(12), key, random(3) === 0 ? null : random(60) - 5));
        } else if (kind < 8) {
          const change = spend(userId, 1 + random(9), key);
          spends.push({ userId, key: change.idempotencyKey, amount: -change.amount });
          batch.push(change);
        } else if (spends.length > 0) {
          const earlier = spends[random(spends.length)];
          if (!earlier) continue;
          batch.push({
            userId: earlier.userId,
            amount: earlier.amount,
            kind: 'refund',
            description: 'refund',
            // A refund may repeat: the key keeps it to once.
            idempotencyKey: `refund-of:${earlier.key}`,
            restores: earlier.key,
          });
        }
      }
      await apply(batch);
      await expectLotsMatchBalances();
    }
    const [{ total } = { total: 0 }] = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from credit_lot_draws`,
    );
    expect(total).toBeGreaterThan(20);
  });
});
