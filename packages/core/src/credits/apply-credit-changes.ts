import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { anyOf, texts } from '@fanout/db/sql-arrays';
import type { Transaction } from '@fanout/db/client';
import { creditTransactions, users } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { CreditChange } from './apply-credit-change';
import { planLots, type AcceptedChange } from './credit-lot-plan';
import { loadDrawsOf, loadSpendableLots, toPlannedLots } from './credit-lot-store';
import { writeCreditChanges } from './write-credit-changes';
import { announceLowBalances } from './announce-low-balances';

/** A transaction of the application's database (the changes lock the users' rows until it ends). */

export type CreditChangeOutcome =
  /** Recorded now; `balance` is the user's balance after every change of the batch. */
  | { status: 'applied'; balance: number }
  /** A change with this key was recorded before (or earlier in the batch): nothing changed. */
  | { status: 'duplicate'; balance: number }
  /** A spend the balance could not pay: nothing recorded, nothing changed. */
  | { status: 'refused'; balance: number };

/**
 * The one way balances change (ARCHITECTURE.md "Credits"), for any number of changes in the
 * caller's transaction: each change is a ledger row plus the cached balance. The users' rows are
 * locked first, in id order, so concurrent batches wait for each other instead of deadlocking, and
 * spends are accepted in the order given while the balance pays for them; the rest are refused.
 * The database's CHECK still guards `credits >= 0` underneath.
 *
 * Credit lots (ADR 0047, 0048) move with the balance, so per user sum(remaining) = users.credits:
 * a grant is a new lot (its expiry, payment, subscription), a refund puts credits back into the lots
 * its spend drew from (`restores`), a spend draws from the lots that expire first, recorded in
 * `credit_lot_draws`. The lots are read with the locks and written with the ledger rows in one
 * statement (write-credit-changes.ts), so a burst of claims still costs two round trips.
 */
export async function applyCreditChanges(
  tx: Transaction,
  changes: readonly CreditChange[],
): Promise<CreditChangeOutcome[]> {
  for (const change of changes) {
    if (!Number.isInteger(change.amount) || change.amount === 0) {
      throw new AppError('BAD_REQUEST', 'A credit change must be a non-zero whole number');
    }
  }
  if (changes.length === 0) return [];
  const userIds = [...new Set(changes.map((change) => change.userId))].sort();
  const spenders = [...new Set(changes.filter((c) => c.amount < 0).map((c) => c.userId))];
  const restored = changes.flatMap((change) => (change.restores ? [change.restores] : []));
  // The reads go out together (pipelined on the transaction's connection, run in this order: the
  // lots are read once the users' rows are locked, so nobody changes them until we commit).
  const [locked, recorded, spendable, drawn] = await Promise.all([
    tx
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .where(anyOf(users.id, userIds))
      .orderBy(users.id)
      // Not FOR UPDATE: that would also wait for (and deadlock with) the key-share locks that
      // inserting a post or a ledger row takes on its user.
      .for('no key update'),
    tx
      .select({ key: creditTransactions.idempotencyKey })
      .from(creditTransactions)
      .where(
        sql`${creditTransactions.idempotencyKey} = any(${texts(changes.map((change) => change.idempotencyKey))})`,
      ),
    loadSpendableLots(tx, spenders),
    loadDrawsOf(tx, restored),
  ]);
  const balances = new Map(locked.map((user) => [user.id, user.credits]));
  const seenKeys = new Set(recorded.map((row) => row.key));

  const accepted: AcceptedChange[] = [];
  const decisions = changes.map((change): CreditChangeOutcome['status'] => {
    const balance = balances.get(change.userId);
    if (balance === undefined) throw new AppError('NOT_FOUND', 'User not found');
    if (seenKeys.has(change.idempotencyKey)) return 'duplicate';
    if (balance + change.amount < 0) return 'refused';
    seenKeys.add(change.idempotencyKey);
    balances.set(change.userId, balance + change.amount);
    accepted.push({ change, transactionId: randomUUID() });
    return 'applied';
  });

  if (accepted.length > 0) {
    const { lots, draws } = toPlannedLots(spendable, drawn);
    await writeCreditChanges(tx, accepted, planLots(accepted, lots, draws, Date.now()));
    await announceLowBalances(tx, locked, balances, accepted);
  }
  return changes.map((change, index) => ({
    status: decisions[index] ?? 'refused',
    balance: balances.get(change.userId) ?? 0,
  }));
}
