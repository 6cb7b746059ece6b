import type { Transaction } from '@fanout/db/client';
import type { CreditChange } from '../credits/apply-credit-change';
import { applyCreditChanges } from '../credits/apply-credit-changes';
import { settleShortfalls } from './settle-shortfalls';

/**
 * A paid grant (a pack, a package, a plan's month): the ledger row and its lot, then any open
 * shortfall settled from it. `applied` false: this key was granted before (nothing changed).
 */
export async function grantCredits(
  tx: Transaction,
  change: CreditChange,
): Promise<{ applied: boolean; settled: number }> {
  const [outcome] = await applyCreditChanges(tx, [change]);
  if (outcome?.status !== 'applied') return { applied: false, settled: 0 };
  return {
    applied: true,
    settled: await settleShortfalls(tx, change.userId, change.idempotencyKey),
  };
}
