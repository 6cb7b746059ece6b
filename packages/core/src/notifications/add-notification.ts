import type { Executor } from '@fanout/db/client';
import { notifications } from '@fanout/db/schema';
import { announceNotificationChange } from './announce-change';

/**
 * The one way a notification is written: the row, and the change signal that makes open bells
 * refresh at once (ADR 0029). A duplicate (a target's outcome recorded again after a crash) is
 * neither written nor announced. Returns whether it was written.
 */
export async function addNotification(
  executor: Executor,
  notification: typeof notifications.$inferInsert,
): Promise<boolean> {
  const inserted = await executor
    .insert(notifications)
    .values(notification)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (inserted.length === 0) return false;
  await announceNotificationChange(executor, notification.userId);
  return true;
}
