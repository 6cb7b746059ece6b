import { sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { texts, uuids } from '@fanout/db/sql-arrays';
import { creditLotDraws, creditLots, creditTransactions } from '@fanout/db/schema';
import type { PlannedLot, RecordedDraw } from './credit-lot-plan';

type LotRow = {
  id: string;
  user_id: string;
  granted: number;
  remaining: number;
  expires_ms: number | null;
  created_ms: number;
  payment_id: string | null;
  subscription_id: string | null;
  grant_transaction_id: string | null;
};
type DrawRow = LotRow & { spend_key: string; drawn: number };

const LOT_COLUMNS = sql`${creditLots.id} as id, ${creditLots.userId} as user_id,
  ${creditLots.granted} as granted, ${creditLots.remaining} as remaining,
  (extract(epoch from ${creditLots.expiresAt}) * 1000)::float8 as expires_ms,
  (extract(epoch from ${creditLots.createdAt}) * 1000)::float8 as created_ms,
  ${creditLots.paymentId} as payment_id, ${creditLots.subscriptionId} as subscription_id,
  ${creditLots.grantTransactionId} as grant_transaction_id`;

/** The lots with credits left of users who spend (call after locking the users' rows). */
export function loadSpendableLots(tx: Transaction, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx.execute<LotRow>(sql`select ${LOT_COLUMNS} from ${creditLots}
    where ${creditLots.userId} = any(${uuids(userIds)}) and ${creditLots.remaining} > 0`);
}

/** What the spends with these keys drew from each lot, with those lots (even emptied ones). */
export function loadDrawsOf(tx: Transaction, spendKeys: readonly string[]) {
  if (spendKeys.length === 0) return Promise.resolve([]);
  return tx.execute<DrawRow>(sql`
    select ${LOT_COLUMNS}, ${creditTransactions.idempotencyKey} as spend_key,
      ${creditLotDraws.amount} as drawn
    from ${creditTransactions}
    join ${creditLotDraws} on ${creditLotDraws.transactionId} = ${creditTransactions.id}
    join ${creditLots} on ${creditLots.id} = ${creditLotDraws.lotId}
    where ${creditTransactions.idempotencyKey} = any(${texts(spendKeys)})`);
}

export function toPlannedLots(
  spendable: readonly LotRow[],
  drawn: readonly DrawRow[],
): { lots: PlannedLot[]; draws: RecordedDraw[] } {
  const lots = new Map<string, PlannedLot>();
  for (const row of [...spendable, ...drawn]) {
    if (lots.has(row.id)) continue;
    lots.set(row.id, {
      id: row.id,
      userId: row.user_id,
      granted: row.granted,
      remaining: row.remaining,
      loaded: row.remaining,
      expiresMs: row.expires_ms,
      createdMs: row.created_ms,
      paymentId: row.payment_id,
      subscriptionId: row.subscription_id,
      grantTransactionId: row.grant_transaction_id,
      isNew: false,
    });
  }
  const draws = drawn.map((row) => ({ spendKey: row.spend_key, lotId: row.id, amount: row.drawn }));
  return { lots: [...lots.values()], draws };
}
