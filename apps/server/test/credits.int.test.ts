import { eq, sql } from 'drizzle-orm';
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
      nextCursor: null,
      expiring: [],
      usedThisMonth: 0,
      shortfall: 0,
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
        nextCursor: null,
        expiring: [],
        usedThisMonth: 0,
        shortfall: 0,
      });
    } finally {
      await noGrant.close();
    }
  });
});

describe('paging the ledger (GET /api/credits?cursor&limit)', () => {
  interface Page {
    credits: number;
    transactions: Array<{ id: string; amount: number }>;
    nextCursor: string | null;
  }

  /** A user with 1 + `changes` entries, several sharing a millisecond (they differ in µs). */
  async function userWithLedger(changes: number) {
    const user = await signedUpClient(server.baseUrl);
    for (let index = 0; index < changes; index += 1) {
      await applyCreditChange(server.database.db, {
        userId: user.userId,
        amount: index % 3 === 0 ? -1 : 2,
        kind: 'adjustment',
        description: `change ${index}`,
        idempotencyKey: `paging:${user.userId}:${index}`,
      });
    }
    // Entries written within one millisecond: a millisecond cursor would skip some of them.
    await server.database.db.execute(sql`
      update credit_transactions
      set created_at = '2026-01-01T00:00:00.123Z'::timestamptz + (random() * interval '900 microseconds')
      where user_id = ${user.userId} and description like 'change 1%'`);
    return user;
  }

  async function readAll(client: HttpClient, limit: number): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await client.get(`/api/credits?limit=${limit}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const page = response.body as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('reaches every entry once, and all entries add up to the balance', async () => {
    const { client, userId } = await userWithLedger(130);
    const pages = await readAll(client, 7);
    const entries = pages.flatMap((page) => page.transactions);
    const stored = await server.database.db
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId));
    expect(entries).toHaveLength(131);
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set(stored.map((row) => row.id)));
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const balance = pages[0]?.credits;
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(balance);
    expect(balance).toBe(await balanceOf(userId));
  });

  it('answers the newest 50 without a limit, at most 200 with one', async () => {
    const { client } = await userWithLedger(210);
    expect(((await client.get('/api/credits')).body as Page).transactions).toHaveLength(50);
    expect(((await client.get('/api/credits?limit=200')).body as Page).transactions).toHaveLength(
      200,
    );
    const tooMany = await client.get('/api/credits?limit=201');
    expect(tooMany.status).toBe(400);
  });

  it('refuses another user’s cursor and a forged one with 400, showing none of their entries', async () => {
    const alice = await userWithLedger(5);
    const bob = await signedUpClient(server.baseUrl);
    const alicePage = (await alice.client.get('/api/credits?limit=2')).body as Page;
    expect(alicePage.nextCursor).not.toBeNull();
    const stolen = await bob.client.get(
      `/api/credits?cursor=${encodeURIComponent(alicePage.nextCursor ?? '')}`,
    );
    expect(stolen.status).toBe(400);
    expect(JSON.stringify(stolen.body)).toContain('cursor');
    expect(JSON.stringify(stolen.body)).not.toContain('change ');
    const aliceIds = alicePage.transactions.map((entry) => entry.id);
    const forgedFromId = Buffer.from(`ledger:${aliceIds[0] ?? ''}`).toString('base64url');
    for (const forged of ['garbage', 'bGVkZ2VyOm5vdC1hLXV1aWQ', forgedFromId]) {
      const response = await bob.client.get(`/api/credits?cursor=${encodeURIComponent(forged)}`);
      expect(response.status, forged).toBe(400);
    }
    const bobEntries = ((await bob.client.get('/api/credits')).body as Page).transactions;
    expect(bobEntries.map((entry) => entry.id)).not.toEqual(expect.arrayContaining(aliceIds));
  });
});
