import { eq, or } from 'drizzle-orm';
import type { Transaction } from '@fanout/db/client';
import { creditTransactions, type PostTargetRow } from '@fanout/db/schema';
import { CREDITS_PER_PLATFORM, PLATFORM_LABELS } from '@fanout/shared';
import { applyCreditChange, chargeKey, refundKey } from '../credits';

/**
 * Closes a target's charge round before the user's retry starts the next (ADR 0054), and answers
 * the round the retry runs under. A round whose charge was refunded (a failure) is over: the retry
 * takes the next round, so its claim charges again under a new key. A round charged and never
 * refunded (an unconfirmed target the user says did not go out) is refunded now, then closed the
 * same way. A round that charged nothing (too few credits, missed) is reused: nothing to undo.
 * Credits stay exact: every round is charged at most once and refunded at most once.
 */
export async function closeChargeRound(
  tx: Transaction,
  target: PostTargetRow,
  refundReason: string,
): Promise<number> {
  const round = target.chargeRound;
  const entries = await tx
    .select({ key: creditTransactions.idempotencyKey })
    .from(creditTransactions)
    .where(
      or(
        eq(creditTransactions.idempotencyKey, chargeKey(target.id, round)),
        eq(creditTransactions.idempotencyKey, refundKey(target.id, round)),
      ),
    );
  const keys = new Set(entries.map((entry) => entry.key));
  if (!keys.has(chargeKey(target.id, round))) return round;
  if (!keys.has(refundKey(target.id, round))) {
    await applyCreditChange(tx, {
      userId: target.ownerId,
      amount: CREDITS_PER_PLATFORM,
      kind: 'refund',
      description: `Refund: the post to ${PLATFORM_LABELS[target.platform]} ${refundReason}`,
      reference: target.id,
      idempotencyKey: refundKey(target.id, round),
      restores: chargeKey(target.id, round),
    });
  }
  return round + 1;
}
