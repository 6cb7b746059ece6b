import type { NotificationKind, PostTargetRow } from '@fanout/db/schema';
import type { Database } from '@fanout/db/client';
import type { Platform } from '@fanout/shared';
import { PLATFORM_LABELS } from '@fanout/platforms';
import { addNotification } from '../notifications/add-notification';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the notification of each outcome says; the platform's own reason is kept in the body. */
export function notificationText(
  target: Pick<PostTargetRow, 'platform' | 'errorMessage'>,
  kind: NotificationKind,
): { title: string; body: string } {
  const label = PLATFORM_LABELS[target.platform as Platform] ?? target.platform;
  const reason = target.errorMessage ?? 'No reason was given.';
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
  }
}

/**
 * Tells the target's owner how it ended, once per target and kind (a repeated outcome after a crash
 * does not notify twice). Runs in the transaction that records the outcome.
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
  });
}
