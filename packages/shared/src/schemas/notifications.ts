import { z } from 'zod';

/** One in-app notification: a target that failed, was missed or unconfirmed; an AI generation that failed. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum([
    'target_failed',
    'target_missed',
    'target_unconfirmed',
    'ai_generation_failed',
    'account_rate_limited',
  ]),
  title: z.string(),
  body: z.string(),
  postId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markNotificationsReadSchema = z.object({
  /** The notifications to mark read; absent: all of the caller's. */
  ids: z.array(z.uuid()).max(100).optional(),
});
