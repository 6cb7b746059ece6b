import type { Executor } from '@fanout/db/client';
import type { CreditTransactionKind } from '@fanout/db/schema';
import { AppError, INSUFFICIENT_CREDITS } from '@fanout/shared';
import { applyCreditChanges } from './apply-credit-changes';

export interface CreditChange {
  userId: string;
  /** Positive to add, negative to spend. */
  amount: number;
  kind: CreditTransactionKind;
  description: string;
  reference?: string | null;
  /** The same key never changes the balance twice. */
  idempotencyKey: string;
  /** A grant's lot expires then (ADR 0047); null or absent: never. */
  expiresAt?: Date | null;
  /** The payment that bought a grant's credits (a clawback takes them back from its lot first). */
  paymentId?: string | null;
  /** The subscription whose plan granted them (its lots expire when it ends unpaid). */
  subscriptionId?: string | null;
  /**
   * A positive change that undoes an earlier spend (a publish refund undoes its charge): the credits
   * go back into the lots that spend drew from, instead of a new lot. Names the spend's key.
   */
  restores?: string;
  /** A spend takes these first: one lot (an expiry write-off), then a payment's lots (a clawback). */
  drawFirst?: { lotId?: string; paymentId?: string };
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
  executor: Executor,
  change: CreditChange,
): Promise<AppliedCreditChange> {
  const [outcome] = await executor.transaction((tx) => applyCreditChanges(tx, [change]));
  if (!outcome) throw new Error('no outcome for the credit change');
  if (outcome.status === 'refused') throw new AppError('BAD_REQUEST', INSUFFICIENT_CREDITS);
  return { applied: outcome.status === 'applied', balance: outcome.balance };
}
