import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { postTargets, users } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';

export interface BalanceAndHeld {
  /** The balance (users.credits, the sum of the ledger). */
  credits: number;
  /** Credits spoken for: 3 for each target still waiting to publish (charged only when claimed). */
  held: number;
}

/**
 * The user's balance and held credits, read by ONE statement so both come from the same snapshot.
 * The publishing claim (claim-targets.ts) moves a target from `scheduled` to `publishing` and
 * charges its credits in one transaction; two statements under READ COMMITTED could straddle that
 * commit — the balance from before it, the count of waiting targets from after — and count the
 * claimed target's credits as free (ADR 0032).
 */
export async function readBalanceAndHeld(
  executor: Executor,
  userId: string,
): Promise<BalanceAndHeld> {
  const rows = await executor.execute<{ credits: number; waiting: number }>(sql`
    select ${users.credits} as credits,
      (select count(*)::int from ${postTargets}
        where ${postTargets.ownerId} = ${users.id} and ${postTargets.state} = 'scheduled') as waiting
    from ${users} where ${users.id} = ${userId}`);
  const row = rows[0];
  return { credits: row?.credits ?? 0, held: CREDITS_PER_PLATFORM * (row?.waiting ?? 0) };
}
