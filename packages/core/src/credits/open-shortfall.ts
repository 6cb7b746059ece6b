import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { creditShortfalls } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';

/** What the user's open shortfalls still owe (0 without any). */
export async function readOpenShortfall(executor: Executor, userId: string): Promise<number> {
  const rows = await executor.execute<{ owed: number }>(sql`
    select coalesce(sum(${creditShortfalls.remaining}), 0)::int as owed from ${creditShortfalls}
    where ${creditShortfalls.userId} = ${userId} and ${creditShortfalls.remaining} > 0`);
  return rows[0]?.owed ?? 0;
}

/** The refusal while a shortfall is open (ADR 0047): says how many credits and what to do. */
export function shortfallMessage(owed: number): string {
  return `A refunded payment left your balance ${owed} ${owed === 1 ? 'credit' : 'credits'} short: buy credits to post again`;
}

/** Refuses to create or schedule a post while a refunded or disputed payment's credits are owed. */
export async function assertNoOpenShortfall(executor: Executor, userId: string): Promise<void> {
  const owed = await readOpenShortfall(executor, userId);
  if (owed > 0) throw new AppError('BAD_REQUEST', shortfallMessage(owed));
}
