import { sql } from 'drizzle-orm';
import { anyOf, records, texts } from '@fanout/db/sql-arrays';
import type { Database } from '@fanout/db/client';
import { creditTransactions, users } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { CreditChange } from './apply-credit-change';

/** A transaction of the application's database (the changes lock the users' rows until it ends). */
export type CreditTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
 */
export async function applyCreditChanges(
  tx: CreditTransaction,
  changes: readonly CreditChange[],
): Promise<CreditChangeOutcome[]> {
  for (const change of changes) {
    if (!Number.isInteger(change.amount) || change.amount === 0) {
      throw new AppError('BAD_REQUEST', 'A credit change must be a non-zero whole number');
    }
  }
  if (changes.length === 0) return [];
  const userIds = [...new Set(changes.map((change) => change.userId))].sort();
  // The two reads go out together (pipelined on the transaction's connection).
  const [locked, recorded] = await Promise.all([
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
  ]);
  const balances = new Map(locked.map((user) => [user.id, user.credits]));
  const seenKeys = new Set(recorded.map((row) => row.key));

  const accepted: CreditChange[] = [];
  const decisions = changes.map((change): CreditChangeOutcome['status'] => {
    const balance = balances.get(change.userId);
    if (balance === undefined) throw new AppError('NOT_FOUND', 'User not found');
    if (seenKeys.has(change.idempotencyKey)) return 'duplicate';
    if (balance + change.amount < 0) return 'refused';
    seenKeys.add(change.idempotencyKey);
    balances.set(change.userId, balance + change.amount);
    accepted.push(change);
    return 'applied';
  });

  if (accepted.length > 0) {
    const deltas = new Map<string, number>();
    for (const change of accepted) {
      deltas.set(change.userId, (deltas.get(change.userId) ?? 0) + change.amount);
    }
    const ledgerRows = accepted.map((change) => ({
      user_id: change.userId,
      amount: change.amount,
      kind: change.kind,
      description: change.description,
      reference: change.reference ?? null,
      idempotency_key: change.idempotencyKey,
    }));
    // The ledger rows and the balances go out together (pipelined; one transaction either way).
    await Promise.all([
      tx.execute(sql`
        insert into ${creditTransactions} (user_id, amount, kind, description, reference, idempotency_key)
        select * from ${records(ledgerRows)} as change(user_id uuid, amount integer, kind text,
          description text, reference text, idempotency_key text)`),
      tx.execute(sql`
        update ${users} set credits = ${users}.credits + change.delta, updated_at = now()
        from ${records([...deltas].map(([userId, delta]) => ({ user_id: userId, delta })))}
          as change(user_id uuid, delta integer)
        where ${users}.id = change.user_id`),
    ]);
  }
  return changes.map((change, index) => ({
    status: decisions[index] ?? 'refused',
    balance: balances.get(change.userId) ?? 0,
  }));
}
