import { sql } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { uuids } from '@fanout/db/sql-arrays';
import { creditLots, creditTransactions, users } from '@fanout/db/schema';
import type { CreditChange } from '../credits/apply-credit-change';
import { applyCreditChanges } from '../credits/apply-credit-changes';
import { nowOf, type CoreDeps } from '../deps';
import { creditsText } from './billing-notices';

const BATCH = 200;

/**
 * The expiry sweep (ADR 0047): what is left of each expired lot written off with an
 * `expiry` ledger row drawn from that lot (key `expiry:{lotId}`, so once). A refund that later puts
 * credits back into an expired lot is written off by the next sweep under a numbered key. Batches of
 * lots, each in one transaction holding its users' rows. Returns how many lots were written off.
 */
export async function expireCreditLots(deps: CoreDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const written = await deps.db.transaction((tx) => expireBatch(tx, nowOf(deps)));
    total += written;
    if (written < BATCH) return total;
  }
}

async function expireBatch(tx: Transaction, now: Date): Promise<number> {
  const due = await tx.execute<{ user_id: string }>(sql`
    select distinct ${creditLots.userId} as user_id from (
      select ${creditLots.userId} from ${creditLots}
      where ${creditLots.remaining} > 0 and ${creditLots.expiresAt} <= ${now.toISOString()}::timestamptz
      limit ${BATCH}) as ${creditLots}`);
  if (due.length === 0) return 0;
  const userIds = due.map((row) => row.user_id).sort();
  // The users' rows first (as applyCreditChanges does), then the lots as they are under the lock.
  await tx.execute(sql`select 1 from ${users} where ${users.id} = any(${uuids(userIds)})
    order by ${users.id} for no key update`);
  const lots = await tx.execute<{
    id: string;
    user_id: string;
    remaining: number;
    earlier: number;
  }>(sql`
    select ${creditLots.id} as id, ${creditLots.userId} as user_id, ${creditLots.remaining} as remaining,
      (select count(*)::int from ${creditTransactions}
        where ${creditTransactions.userId} = ${creditLots.userId} and ${creditTransactions.kind} = 'expiry'
          and ${creditTransactions.reference} = ${creditLots.id}::text) as earlier
    from ${creditLots}
    where ${creditLots.userId} = any(${uuids(userIds)}) and ${creditLots.remaining} > 0
      and ${creditLots.expiresAt} <= ${now.toISOString()}::timestamptz
    limit ${BATCH}`);
  const changes = lots.map((lot): CreditChange => ({
    userId: lot.user_id,
    amount: -lot.remaining,
    kind: 'expiry',
    description: `${creditsText(lot.remaining)} expired`,
    reference: lot.id,
    idempotencyKey: lot.earlier === 0 ? `expiry:${lot.id}` : `expiry:${lot.id}:${lot.earlier + 1}`,
    drawFirst: { lotId: lot.id },
  }));
  const outcomes = await applyCreditChanges(tx, changes);
  return outcomes.filter((outcome) => outcome.status === 'applied').length;
}
