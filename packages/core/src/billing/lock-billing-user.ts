import { sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';

/**
 * Serialises one user's subscription changes (subscribe, switch, cancel) for the transaction:
 * two concurrent clicks see each other's result instead of both acting on the same old state.
 */
export async function lockBillingUser(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`billing-subscription:${userId}`}, 0))`,
  );
}
