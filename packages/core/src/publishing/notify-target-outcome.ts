import type { PostTargetRow } from '@fanout/db/schema';
import type { Executor } from '@fanout/db/client';
import { PLATFORM_LABELS, targetAdvice, type NotificationKind } from '@fanout/shared';
import { addNotification } from '../notifications/add-notification';

/**
 * What the notification of each outcome says; the platform's own reason is kept in the body, followed
 * for a target by what to do about it (the advice the web shows too: target-advice.ts, ADR 0054).
 */
export function notificationText(
  target: Pick<PostTargetRow, 'platform' | 'errorMessage' | 'errorClass'>,
  kind: NotificationKind,
): { title: string; body: string } {
  const label = PLATFORM_LABELS[target.platform] ?? target.platform;
  const reason = withAdvice(target.errorMessage ?? 'No reason was given.', target.errorClass, kind);
  switch (kind) {
    case 'target_failed':
      return { title: `Your post to ${label} failed`, body: reason };
    case 'target_missed':
      return { title: `Your post to ${label} was missed`, body: reason };
    case 'target_unconfirmed':
      return { title: `Check your ${label} account`, body: reason };
    case 'ai_generation_failed':
      // Not a target's outcome (run-media-generation.ts writes its own); kept total for the type.
      return { title: 'Generation Failed', body: reason };
    case 'account_rate_limited':
      // Not a target's outcome either (remember-rate-limit.ts writes one per account pause).
      return { title: `${label} paused publishing`, body: reason };
    case 'payment_failed':
    case 'credits_clawed_back':
    case 'credits_returned':
    case 'credits_expiring':
    case 'subscription_refunded':
      // Billing writes its own (packages/core/src/billing/notify-billing.ts); kept total for the type.
      return { title: 'Credits and billing', body: reason };
    case 'account_at_risk':
      // The token-health sweep writes its own (accounts/warn-accounts-at-risk.ts); kept total.
      return { title: `Reconnect ${label}`, body: reason };
    case 'follow_up_failed':
      // The follow-ups job writes its own (publish-follow-ups.ts); kept total for the type.
      return { title: `Your post to ${label} is out; what follows it is not`, body: reason };
    case 'webhook_endpoint_disabled':
      // Webhook deliveries write their own (webhooks/record-attempt.ts); kept total for the type.
      return { title: 'A webhook endpoint was turned off', body: reason };
    case 'billing_setup_warning':
      // The Stripe webhook writes its own to administrators (billing/stripe-api-version.ts); kept total.
      return { title: 'Stripe events are being refused', body: reason };
  }
}

const STATE_OF_KIND = {
  target_failed: 'failed',
  target_missed: 'missed',
  target_unconfirmed: 'unconfirmed',
} as const;

function withAdvice(reason: string, errorClass: string | null, kind: NotificationKind): string {
  const state = kind in STATE_OF_KIND ? STATE_OF_KIND[kind as keyof typeof STATE_OF_KIND] : null;
  const advice = state ? targetAdvice(state, errorClass) : null;
  return advice ? `${reason} ${advice}` : reason;
}

/**
 * Tells the target's owner how it ended, once per target, kind and send (a repeated outcome after a
 * crash does not notify twice; a retry that fails again does). Runs in the transaction that records
 * the outcome.
 */
export async function notifyTargetOutcome(
  executor: Executor,
  target: PostTargetRow,
  kind: NotificationKind,
): Promise<void> {
  const { title, body } = notificationText(target, kind);
  await addNotification(executor, {
    userId: target.ownerId,
    kind,
    title,
    body,
    postId: target.postId,
    targetId: target.id,
    targetRound: target.userRetries,
  });
}
