import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { notifications } from '@fanout/db/schema';
import {
  AppError,
  MARK_READ_CHOICE,
  type MarkNotificationsReadInput,
  type NotificationList,
} from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { announceNotificationChange } from './announce-change';

const RECENT = 30;

/** The caller's latest notifications, newest first, and how many are unread (the header bell). */
export async function listNotifications(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(RECENT),
    deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      postId: row.postId,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks the listed notifications, or all when asked explicitly, read; only the caller's own are touched. */
export async function markNotificationsRead(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<MarkNotificationsReadInput>,
): Promise<NotificationList> {
  const { ids } = input;
  if (!ids && input.all !== true) throw new AppError('BAD_REQUEST', MARK_READ_CHOICE);
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: nowOf(deps) })
    .where(
      and(
        eq(notifications.userId, actor.userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  // The user's other tabs show the new unread count too.
  if (marked.length > 0) await announceNotificationChange(deps.db, actor.userId);
  return listNotifications(deps, { actor });
}
