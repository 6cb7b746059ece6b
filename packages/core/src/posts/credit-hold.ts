import { sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { readBalanceAndHeld } from '../credits';
import { assertNoOpenShortfall } from '../credits/open-shortfall';
import { assertEnoughCredits } from './required-credits';

/**
 * Checks, inside the caller's transaction, that the user can afford `newTargets` more targets:
 * balance minus the credits held for targets still waiting to publish. A per-user advisory lock
 * makes concurrent schedule requests take turns, so together they can never exceed the balance.
 * The publishing claim does not take that lock (it is the hot path of the burst benchmark); it
 * only ever turns held credits into charged ones, which is safe as long as the balance and the
 * held count come from one snapshot (readBalanceAndHeld, ADR 0032). While a refunded or disputed
 * payment's credits are owed (an open shortfall, ADR 0048), nothing may be posted at all.
 */
export async function assertCreditsAvailable(
  tx: Transaction,
  userId: string,
  newTargets: number,
  /** Credits the same post already holds and gives back (an edited scheduled post's targets). */
  released = 0,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
  const [{ credits, held }] = await Promise.all([
    readBalanceAndHeld(tx, userId),
    assertNoOpenShortfall(tx, userId),
  ]);
  assertEnoughCredits(credits - held + released, newTargets);
}
