import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { records } from '@fanout/db/sql-arrays';
import { creditShortfalls, users } from '@fanout/db/schema';
import { applyCreditChanges } from '../credits/apply-credit-changes';

/**
 * After a grant, pays the user's open shortfalls from the balance, oldest first (ADR 0047):
 * one `clawback` ledger row right after the grant (key `settle:{grantKey}`, so once per grant), and
 * the shortfalls' `remaining` lowered (settled at 0). Returns the credits taken.
 */
export async function settleShortfalls(
  tx: Transaction,
  userId: string,
  grantKey: string,
): Promise<number> {
  const [[user], open] = await Promise.all([
    tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update'),
    tx
      .select({ id: creditShortfalls.id, remaining: creditShortfalls.remaining })
      .from(creditShortfalls)
      .where(and(eq(creditShortfalls.userId, userId), gt(creditShortfalls.remaining, 0)))
      .orderBy(asc(creditShortfalls.createdAt), asc(creditShortfalls.id))
      .for('update'),
  ]);
  const owed = open.reduce((sum, shortfall) => sum + shortfall.remaining, 0);
  const pay = Math.min(owed, user?.credits ?? 0);
  if (pay <= 0) return 0;
  const [outcome] = await applyCreditChanges(tx, [
    {
      userId,
      amount: -pay,
      kind: 'clawback',
      description: 'Credits owed after a refunded or disputed payment',
      idempotencyKey: `settle:${grantKey}`,
    },
  ]);
  if (outcome?.status !== 'applied') return 0;
  let left = pay;
  const paid: { id: string; remaining: number }[] = [];
  for (const shortfall of open) {
    if (left === 0) break;
    const part = Math.min(left, shortfall.remaining);
    left -= part;
    paid.push({ id: shortfall.id, remaining: shortfall.remaining - part });
  }
  await tx.execute(sql`
    update ${creditShortfalls} set remaining = paid.remaining,
      settled_at = case when paid.remaining = 0 then now() else null end
    from ${records(paid)} as paid(id uuid, remaining integer)
    where ${creditShortfalls}.id = paid.id`);
  return pay;
}
