import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange } from '@fanout/core/credits';
import { INSUFFICIENT_CREDITS } from '@fanout/shared';
import { creditTransactions, users } from '@fanout/db/schema';
import { HttpClient, signedUpClient } from './http-client';
import { startTestServer, type TestServer } from './test-server';

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

async function ledgerSum(userId: string): Promise<number> {
  const rows = await server.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

describe('the credit ledger', () => {
  it('grants 60 welcome credits at sign-up as a ledger entry, shown by GET /api/credits', async () => {
    const { client, userId } = await signedUpClient(server.baseUrl);
    const response = await client.get('/api/credits');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      credits: 60,
      held: 0,
      available: 60,
      transactions: [
        {
          id: expect.any(String),
          description: 'Welcome credits',
          amount: 60,
          type: 'signup_grant',
          createdAt: expect.any(String),
          date: expect.any(String),
          outcome: null,
        },
      ],
    });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ credits: 60 });
    expect(await ledgerSum(userId)).toBe(60);
  });

  it('applies a change once per idempotency key', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    const change = {
      userId,
      amount: -3,
      kind: 'publish_charge' as const,
      description: 'Post to X',
      idempotencyKey: `target:${userId}`,
    };
    expect(await applyCreditChange(server.core.db, change)).toEqual({ applied: true, balance: 57 });
    expect(await applyCreditChange(server.core.db, change)).toEqual({
      applied: false,
      balance: 57,
    });
    expect(await balanceOf(userId)).toBe(57);
    expect(await ledgerSum(userId)).toBe(57);
  });

  it('never goes below zero, even with concurrent spends', async () => {
    const { userId } = await signedUpClient(server.baseUrl);
    // Ten concurrent spends of 9 against 60 credits: at most six can succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        applyCreditChange(server.core.db, {
          userId,
          amount: -9,
          kind: 'publish_charge',
          description: 'Spend',
          idempotencyKey: `spend:${userId}:${i}`,
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toBe(6);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason.message).toBe(INSUFFICIENT_CREDITS);
    expect(await balanceOf(userId)).toBe(6);
    expect(await ledgerSum(userId)).toBe(6);
  });

  it('is private: signed-out callers get 401, and nobody sees another user’s ledger', async () => {
    expect((await new HttpClient(server.baseUrl).get('/api/credits')).status).toBe(401);
    const a = await signedUpClient(server.baseUrl);
    const b = await signedUpClient(server.baseUrl);
    await applyCreditChange(server.core.db, {
      userId: a.userId,
      amount: 100,
      kind: 'purchase',
      description: 'Starter Pack',
      idempotencyKey: `buy:${a.userId}`,
    });
    const seenByB = (await b.client.get('/api/credits')).body as {
      credits: number;
      transactions: unknown[];
    };
    expect(seenByB.credits).toBe(60);
    expect(seenByB.transactions).toHaveLength(1);
  });

  it('grants nothing when SIGNUP_CREDIT_GRANT is 0', async () => {
    const noGrant = await startTestServer({ SIGNUP_CREDIT_GRANT: '0' });
    try {
      const { client } = await signedUpClient(noGrant.baseUrl);
      expect((await client.get('/api/credits')).body).toEqual({
        credits: 0,
        held: 0,
        available: 0,
        transactions: [],
      });
    } finally {
      await noGrant.close();
    }
  });
});
