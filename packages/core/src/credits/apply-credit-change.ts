import { eq, sql } from 'drizzle-orm';
import type { Database } from '@fanout/db/client';
import { creditTransactions, users, type CreditTransactionKind } from '@fanout/db/schema';
import { AppError, INSUFFICIENT_CREDITS } from '@fanout/shared';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

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

function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23514' || causeCode === '23514';
}

/**
 * The one way a balance changes: a ledger row and the cached balance in one transaction (pass the
 * caller's transaction to join it). The database's CHECK keeps balances at or above zero, so two
 * concurrent spends can never both overdraw.
 */
export async function applyCreditChange(
  executor: Executor,
  change: CreditChange,
): Promise<AppliedCreditChange> {
  if (!Number.isInteger(change.amount) || change.amount === 0) {
    throw new AppError('BAD_REQUEST', 'A credit change must be a non-zero whole number');
  }
  const run = async (tx: Executor): Promise<AppliedCreditChange> => {
    const [inserted] = await tx
      .insert(creditTransactions)
      .values({
        userId: change.userId,
        amount: change.amount,
        kind: change.kind,
        description: change.description,
        reference: change.reference ?? null,
        idempotencyKey: change.idempotencyKey,
      })
      .onConflictDoNothing({ target: creditTransactions.idempotencyKey })
      .returning({ id: creditTransactions.id });
    if (!inserted) {
      const [user] = await tx
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, change.userId));
      return { applied: false, balance: user?.credits ?? 0 };
    }
    const [user] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${change.amount}`, updatedAt: new Date() })
      .where(eq(users.id, change.userId))
      .returning({ credits: users.credits });
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return { applied: true, balance: user.credits };
  };
  try {
    // A savepoint when joining a transaction, so a refused spend leaves the caller's work usable.
    return await executor.transaction(run);
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('BAD_REQUEST', INSUFFICIENT_CREDITS);
    throw error;
  }
}
