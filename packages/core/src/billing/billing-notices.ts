import type { Executor } from '@fanout/db/client';
import type { NotificationKind } from '@fanout/shared';
import { addNotification } from '../notifications/add-notification';

type BillingNoticeKind = Extract<
  NotificationKind,
  | 'payment_failed'
  | 'credits_clawed_back'
  | 'credits_returned'
  | 'credits_expiring'
  | 'subscription_refunded'
>;

/**
 * Tells a user about their money or credits (ADR 0047): through the one writer of notifications.
 * Callers run it in the transaction that makes the change, once per change (a Stripe event is
 * applied once; an expiry warning is marked on its lot), so nobody is told twice.
 */
export async function addBillingNotice(
  executor: Executor,
  userId: string,
  kind: BillingNoticeKind,
  title: string,
  body: string,
): Promise<void> {
  await addNotification(executor, { userId, kind, title, body });
}

/** "1 credit", "12 credits". */
export function creditsText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
