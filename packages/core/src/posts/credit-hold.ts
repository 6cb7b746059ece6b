import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { postTargets, users } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import { assertEnoughCredits } from './required-credits';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Credits spoken for: 3 for each of the user's targets still waiting to publish (not yet charged). */
export function heldCredits(scheduledTargets: number): number {
  return CREDITS_PER_PLATFORM * scheduledTargets;
}

/**
 * The user's balance and the number of their targets waiting to publish, read by ONE statement so
 * both come from the same snapshot. The publishing claim (claim-targets.ts) moves a target from
 * `scheduled` to `publishing` and charges its credits in one transaction, without the hold's lock;
 * two statements under READ COMMITTED could straddle that commit — the old balance with the new,
 * smaller count — and count the claimed target's credits as free (issue 13 item 6).
 */
export async function readBalanceAndHeld(
  executor: Database | Transaction,
  userId: string,
): Promise<{ credits: number; scheduledTargets: number }> {
  const rows = await executor.execute<{ credits: number; scheduled: number }>(sql`
    select ${users.credits} as credits,
      (select count(*)::int from ${postTargets}
        where ${postTargets.ownerId} = ${users.id} and ${postTargets.state} = 'scheduled') as scheduled
    from ${users} where ${users.id} = ${userId}`);
  const row = rows[0];
  return { credits: row?.credits ?? 0, scheduledTargets: row?.scheduled ?? 0 };
}

/**
 * Checks, inside the caller's transaction, that the user can afford `newTargets` more targets:
 * balance minus the credits held for targets still waiting to publish. A per-user advisory lock
 * makes concurrent schedule requests take turns, so together they can never exceed the balance;
 * the claim does not take that lock (it is the publishing hot path), which is safe because it
 * only ever turns held credits into charged ones — as long as the balance and the held count are
 * read from one snapshot (readBalanceAndHeld).
 */
export async function assertCreditsAvailable(
  tx: Transaction,
  userId: string,
  newTargets: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
  const { credits, scheduledTargets } = await readBalanceAndHeld(tx, userId);
  assertEnoughCredits(credits - heldCredits(scheduledTargets), newTargets);
}
