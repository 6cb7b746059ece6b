import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { postTargets, users } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import { assertEnoughCredits } from './required-credits';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Checks, inside the caller's transaction, that the user can afford `newTargets` more targets:
 * balance minus 3 credits for each target still waiting to publish. A per-user advisory lock makes
 * concurrent schedule requests take turns, so together they can never exceed the balance.
 */
export async function assertCreditsAvailable(
  tx: Transaction,
  userId: string,
  newTargets: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
  const [user] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  const [held] = await tx
    .select({ n: count() })
    .from(postTargets)
    .where(and(eq(postTargets.ownerId, userId), eq(postTargets.state, 'scheduled')));
  const available = (user?.credits ?? 0) - CREDITS_PER_PLATFORM * (held?.n ?? 0);
  assertEnoughCredits(available, newTargets);
}
