import { sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { records } from '@fanout/db/sql-arrays';
import { creditLotDraws, creditLots, creditTransactions, users } from '@fanout/db/schema';
import type { AcceptedChange, LotPlan } from './credit-lot-plan';

/**
 * Writes a batch in ONE statement (the publishing burst's hot path: one parse, one plan, one round
 * trip): the ledger rows, the balances, the new lots, the changed lots' remaining credits and the
 * draws. Each part reads its rows from one JSON parameter (an empty part is an empty array). The
 * foreign keys between the parts are checked at the end of the statement, when all rows exist.
 */
export async function writeCreditChanges(
  tx: Transaction,
  accepted: readonly AcceptedChange[],
  plan: LotPlan,
): Promise<void> {
  const deltas = new Map<string, number>();
  for (const { change } of accepted) {
    deltas.set(change.userId, (deltas.get(change.userId) ?? 0) + change.amount);
  }
  const ledger = accepted.map(({ change, transactionId }) => ({
    id: transactionId,
    user_id: change.userId,
    amount: change.amount,
    kind: change.kind,
    description: change.description,
    reference: change.reference ?? null,
    idempotency_key: change.idempotencyKey,
  }));
  const balances = [...deltas].map(([userId, delta]) => ({ user_id: userId, delta }));
  const newLots = plan.newLots.map((lot) => ({
    id: lot.id,
    user_id: lot.userId,
    grant_transaction_id: lot.grantTransactionId,
    granted: lot.granted,
    remaining: lot.remaining,
    expires_at: lot.expiresMs === null ? null : new Date(lot.expiresMs).toISOString(),
    payment_id: lot.paymentId,
    subscription_id: lot.subscriptionId,
  }));
  const changed = plan.changedLots.map((lot) => ({
    id: lot.id,
    delta: lot.remaining - lot.loaded,
  }));
  const draws = plan.draws.map((draw) => ({
    transaction_id: draw.transactionId,
    lot_id: draw.lotId,
    amount: draw.amount,
  }));
  await tx.execute(sql`
    with ledger as (
      insert into ${creditTransactions} (id, user_id, amount, kind, description, reference, idempotency_key)
      select * from ${records(ledger)} as change(id uuid, user_id uuid, amount integer, kind text,
        description text, reference text, idempotency_key text)
      returning 1
    ), balances as (
      update ${users} set credits = ${users}.credits + change.delta, updated_at = now()
      from ${records(balances)} as change(user_id uuid, delta integer)
      where ${users}.id = change.user_id
      returning 1
    ), new_lots as (
      insert into ${creditLots} (id, user_id, grant_transaction_id, granted, remaining, expires_at,
        payment_id, subscription_id)
      select * from ${records(newLots)} as lot(id uuid, user_id uuid, grant_transaction_id uuid,
        granted integer, remaining integer, expires_at timestamptz, payment_id uuid, subscription_id uuid)
      returning 1
    ), changed_lots as (
      update ${creditLots} set remaining = ${creditLots}.remaining + change.delta
      from ${records(changed)} as change(id uuid, delta integer)
      where ${creditLots}.id = change.id
      returning 1
    )
    insert into ${creditLotDraws} (transaction_id, lot_id, amount)
    select * from ${records(draws)} as draw(transaction_id uuid, lot_id uuid, amount integer)`);
}
