import { sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { readBalanceAndHeld } from '../credits';
import { assertEnoughCredits } from './required-credits';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Checks, inside the caller's transaction, that the user can afford `newTargets` more targets:
 * balance minus the credits held for targets still waiting to publish. A per-user advisory lock
 * makes concurrent schedule requests take turns, so together they can never exceed the balance.
 * The publishing claim does not take that lock (it is the hot path of the burst benchmark); it
 * only ever turns held credits into charged ones, which is safe as long as the balance and the
 * held count come from one snapshot (readBalanceAndHeld, ADR 0032).
 */
export async function assertCreditsAvailable(
  tx: Transaction,
  userId: string,
  newTargets: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
  const { credits, held } = await readBalanceAndHeld(tx, userId);
  assertEnoughCredits(credits - held, newTargets);
}
