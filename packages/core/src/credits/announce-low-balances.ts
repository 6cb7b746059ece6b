import type { Transaction } from '@fanout/db/client';
import { CREDITS_LOW_THRESHOLD } from '@fanout/shared';
import { emitWebhookEvent } from '../webhooks/webhook-outbox';
import type { AcceptedChange } from './credit-lot-plan';

/**
 * `credits.low` (ADR 0094): a balance that this batch took from CREDITS_LOW_THRESHOLD or more to
 * below it tells the owner's webhooks, in the batch's transaction. Nothing is sent (and no
 * statement made) while a balance stays on one side; the next crossing, after a top-up, tells again.
 */
export async function announceLowBalances(
  tx: Transaction,
  before: readonly { id: string; credits: number }[],
  after: ReadonlyMap<string, number>,
  accepted: readonly AcceptedChange[],
): Promise<void> {
  for (const { id, credits } of before) {
    const balance = after.get(id);
    if (
      balance === undefined ||
      credits < CREDITS_LOW_THRESHOLD ||
      balance >= CREDITS_LOW_THRESHOLD
    )
      continue;
    const last = accepted.findLast((item) => item.change.userId === id);
    await emitWebhookEvent(tx, {
      userId: id,
      type: 'credits.low',
      data: { balance, threshold: CREDITS_LOW_THRESHOLD },
      dedupKey: `credits.low:${id}:${last?.transactionId ?? 'batch'}`,
    });
  }
}
