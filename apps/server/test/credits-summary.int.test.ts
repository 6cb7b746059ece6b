import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { creditLots, creditShortfalls } from '@fanout/db/schema';
import type { CreditsResponse } from '@fanout/shared';
import { signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const DAY = 24 * 60 * 60 * 1000;

/** Midnight UTC `days` from today, plus `hours`. */
function utcDay(days: number, hours = 0): Date {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
      days * DAY +
      hours * 60 * 60 * 1000,
  );
}

async function addLot(userId: string, remaining: number, expiresAt: Date | null): Promise<void> {
  await server.database.db
    .insert(creditLots)
    .values({ userId, granted: Math.max(remaining, 1), remaining, expiresAt });
}

async function ledger(
  userId: string,
  amount: number,
  kind: 'publish_charge' | 'refund' | 'adjustment',
  key: string,
) {
  await applyCreditChange(server.database.db, {
    userId,
    amount,
    kind,
    description: key,
    idempotencyKey: `${key}:${userId}`,
  });
}

describe('the credits summary (GET /api/credits, credit.summary): expiring, usedThisMonth, shortfall', () => {
  it('groups the credits left in expiring lots by UTC day, soonest first, leaving out the rest', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    await addLot(userId, 7, utcDay(3, 20));
    await addLot(userId, 5, utcDay(3, 10));
    await addLot(userId, 4, utcDay(10, 1));
    await addLot(userId, 0, utcDay(5)); // used up
    await addLot(userId, 9, utcDay(-1)); // expired, waiting for the sweep
    await addLot(userId, 11, null); // never expires
    const other = await signedUpClient(server.baseUrl);
    await addLot(other.userId, 13, utcDay(2));

    const summary = (await client.get('/api/credits')).body as CreditsResponse;
    expect(summary.expiring).toEqual([
      { credits: 12, expiresAt: utcDay(3, 10).toISOString() },
      { credits: 4, expiresAt: utcDay(10, 1).toISOString() },
    ]);
    const viaTrpc = await client.get('/trpc/credit.summary');
    expect(JSON.stringify(viaTrpc.body)).toContain('"expiring":[{"credits":12');
  });

  it('counts this month’s publishing charges net of their refunds, not other months or other kinds', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    for (const n of [1, 2, 3]) await ledger(userId, -3, 'publish_charge', `charge-${n}`);
    await ledger(userId, 3, 'refund', 'refund-2');
    await ledger(userId, -5, 'adjustment', 'adjust');
    await ledger(userId, -3, 'publish_charge', 'last-month');
    // The last charge was written before this month began (UTC).
    const monthStart = utcDay(1 - new Date().getUTCDate());
    await server.database.db.execute(sql`
      update credit_transactions set created_at = ${new Date(monthStart.getTime() - DAY).toISOString()}::timestamptz
      where idempotency_key = ${`last-month:${userId}`}`);
    // ... and its refund this month must not count against this month.
    await ledger(userId, 3, 'refund', 'refund-last-month');

    const summary = (await client.get('/api/credits')).body as CreditsResponse;
    expect(summary.usedThisMonth).toBe(3);
    const fresh = await signedUpClient(server.baseUrl);
    expect(((await fresh.client.get('/api/credits')).body as CreditsResponse).usedThisMonth).toBe(
      0,
    );
  });

  it('never shows a negative month when refunds outweigh the month’s charges', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    await ledger(userId, 3, 'refund', 'refund-only');
    expect(((await client.get('/api/credits')).body as CreditsResponse).usedThisMonth).toBe(0);
  });

  it('adds up what open shortfalls still owe', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const other = await signedUpClient(server.baseUrl);
    await server.database.db.insert(creditShortfalls).values([
      { userId, amount: 10, remaining: 4 },
      { userId, amount: 6, remaining: 6 },
      { userId, amount: 5, remaining: 0, settledAt: new Date() },
      { userId: other.userId, amount: 8, remaining: 8 },
    ]);
    expect(((await client.get('/api/credits')).body as CreditsResponse).shortfall).toBe(10);
  });
});
