import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { creditShortfalls, creditTransactions, users } from '@fanout/db/schema';
import { applyCreditChanges } from '../credits/apply-credit-changes';

export interface ClawBack {
  userId: string;
  /** The payment whose credits are taken back: its lots are drawn first. */
  paymentId: string | null;
  credits: number;
  /** The ledger key (`stripe:refund:…`, `stripe:dispute:…`); also the shortfall's. */
  key: string;
  description: string;
}

export interface ClawBackOutcome {
  status: 'applied' | 'duplicate';
  /** Taken from the balance now (a `clawback` ledger row). */
  taken: number;
  /** What the balance could not pay: an open shortfall that blocks posting until settled. */
  short: number;
}

/**
 * Takes back up to the credits a refunded or disputed payment granted (ADR 0048): from that
 * payment's lots first, then the others, never below zero; the rest becomes a `credit_shortfalls`
 * row that later grants settle first. Once per key, whether it took credits, recorded a shortfall
 * or both. Runs in the caller's transaction, holding the user's row.
 */
export async function clawBack(tx: Transaction, input: ClawBack): Promise<ClawBackOutcome> {
  if (input.credits <= 0) return { status: 'applied', taken: 0, short: 0 };
  const [[user], done] = await Promise.all([
    tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('no key update'),
    tx.execute<{ found: number }>(sql`
      select 1 as found from ${creditTransactions} where ${creditTransactions.idempotencyKey} = ${input.key}
      union all
      select 1 from ${creditShortfalls} where ${creditShortfalls.idempotencyKey} = ${input.key}`),
  ]);
  if (!user || done.length > 0) return { status: 'duplicate', taken: 0, short: 0 };
  const taken = Math.min(input.credits, user.credits);
  const short = input.credits - taken;
  if (taken > 0) {
    await applyCreditChanges(tx, [
      {
        userId: input.userId,
        amount: -taken,
        kind: 'clawback',
        description: input.description,
        reference: input.paymentId,
        idempotencyKey: input.key,
        drawFirst: input.paymentId ? { paymentId: input.paymentId } : undefined,
      },
    ]);
  }
  if (short > 0) {
    await tx.insert(creditShortfalls).values({
      userId: input.userId,
      paymentId: input.paymentId,
      amount: short,
      remaining: short,
      idempotencyKey: input.key,
    });
  }
  return { status: 'applied', taken, short };
}

/** What a clawback took from the balance and what its shortfall asked for, by key. */
export async function clawedBack(
  tx: Transaction,
  key: string,
): Promise<{ taken: number; shortfall: { id: string; amount: number; remaining: number } | null }> {
  const [taken, shortfalls] = await Promise.all([
    tx
      .select({ amount: creditTransactions.amount })
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.idempotencyKey, key), eq(creditTransactions.kind, 'clawback')),
      ),
    tx
      .select({
        id: creditShortfalls.id,
        amount: creditShortfalls.amount,
        remaining: creditShortfalls.remaining,
      })
      .from(creditShortfalls)
      .where(eq(creditShortfalls.idempotencyKey, key)),
  ]);
  return { taken: -(taken[0]?.amount ?? 0), shortfall: shortfalls[0] ?? null };
}
