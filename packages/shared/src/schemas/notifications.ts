import { z } from 'zod';

/**
 * What a notification is about: a target that failed, was missed or unconfirmed; a failed AI
 * generation; a rate-limit pause; billing (ADR 0047): a payment that failed, credits taken back
 * after a refund or dispute, credits given back when a dispute was won, credits about to expire;
 * an account whose scheduled posts will fail unless it is reconnected (ADR 0060); for administrators,
 * a Stripe set-up that makes events unreadable (ADR 0065); a published post whose thread or first
 * comment could not follow (ADR 0084).
 */
export const NOTIFICATION_KINDS = [
  'target_failed',
  'target_missed',
  'target_unconfirmed',
  'ai_generation_failed',
  'account_rate_limited',
  'payment_failed',
  'credits_clawed_back',
  'credits_returned',
  'credits_expiring',
  'account_at_risk',
  'billing_setup_warning',
  'subscription_refunded',
  'follow_up_failed',
  'webhook_endpoint_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification: a target that failed, was missed or unconfirmed; an AI generation that failed. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
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

export const MARK_READ_CHOICE =
  'Send ids to mark those notifications read, or all: true to mark every one';

/**
 * Which notifications to mark read: the listed ones, or every one of the caller's when asked for
 * explicitly. An empty or null body used to mean "all" (ADR 0031): a request that says nothing now
 * changes nothing.
 */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'ids must list notification ids' }))
      .max(100, 'ids can list at most 100 notifications')
      .optional(),
    all: z.literal(true, { error: 'all must be true when given' }).optional(),
  })
  .refine((input) => (input.ids === undefined) === (input.all === true), MARK_READ_CHOICE);
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;
