import type { Database } from '@fanout/db/client';
import type { CreditTransactionKind } from '@fanout/db/schema';
import { AppError, INSUFFICIENT_CREDITS } from '@fanout/shared';
import { applyCreditChanges, type CreditTransaction } from './apply-credit-changes';

export interface CreditChange {
  userId: string;
  /** Positive to add, negative to spend. */
  amount: number;
  kind: CreditTransactionKind;
  description: string;
  reference?: string | null;
  /** The same key never changes the balance twice. */
  idempotencyKey: string;
}

export interface AppliedCreditChange {
  /** False when a change with this key was already recorded (nothing changed now). */
  applied: boolean;
  balance: number;
}

/**
 * One change of one balance (see applyCreditChanges), in its own transaction or — pass the caller's
 * transaction — a savepoint of it. A spend the balance cannot pay throws the spec's
 * INSUFFICIENT_CREDITS and changes nothing.
 */
export async function applyCreditChange(
  executor: Database | CreditTransaction,
  change: CreditChange,
): Promise<AppliedCreditChange> {
  const [outcome] = await executor.transaction((tx) => applyCreditChanges(tx, [change]));
  if (!outcome) throw new Error('no outcome for the credit change');
  if (outcome.status === 'refused') throw new AppError('BAD_REQUEST', INSUFFICIENT_CREDITS);
  return { applied: outcome.status === 'applied', balance: outcome.balance };
}
