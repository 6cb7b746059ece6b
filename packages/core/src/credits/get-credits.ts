import { desc, eq } from 'drizzle-orm';
import { creditTransactions, users } from '@fanout/db/schema';
import type { CreditsResponse } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';

const RECENT_TRANSACTIONS = 50;

/** The balance and the latest ledger entries, newest first (spec 000 §3 "Credits response"). */
export async function getCredits(deps: CoreDeps, actor: Actor): Promise<CreditsResponse> {
  const [user] = await deps.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, actor.userId));
  const rows = await deps.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, actor.userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(RECENT_TRANSACTIONS);
  return {
    credits: user?.credits ?? 0,
    transactions: rows.map((row) => ({
      id: row.id,
      description: row.description,
      amount: row.amount,
      type: row.kind,
      createdAt: row.createdAt.toISOString(),
      date: row.createdAt.toISOString(),
    })),
  };
}
