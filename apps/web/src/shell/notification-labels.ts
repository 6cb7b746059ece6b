import type { Notification, NotificationKind } from '@fanout/shared';

/** The bell's accessible name, with the unread count a sighted user reads off the badge. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return unread === 1 ? 'Notifications: 1 unread' : `Notifications: ${unread} unread`;
}

/** Notifications about money: they lead to the page where the balance and payments are. */
const BILLING_KINDS: ReadonlySet<NotificationKind> = new Set([
  'payment_failed',
  'credits_clawed_back',
  'credits_returned',
  'credits_expiring',
  'subscription_refunded',
]);

/** A notification's link: a page, its parameters, and what the link says. */
export type NotificationLink =
  | { to: '/credits' | '/accounts'; label: string }
  | { to: '/posts/$id'; params: { id: string }; label: string };

/** Where a notification's link goes (a post's own page, ADR 0055), and what it says; null: nothing to open. */
export function notificationLink(
  item: Pick<Notification, 'kind' | 'postId'>,
): NotificationLink | null {
  if (BILLING_KINDS.has(item.kind)) {
    return { to: '/credits', label: 'Open Credits & Billing' };
  }
  // Posts that will fail unless an account is reconnected (ADR 0060): the way is to reconnect it.
  if (item.kind === 'account_at_risk') return { to: '/accounts', label: 'Open Connected Accounts' };
  if (item.postId) return { to: '/posts/$id', params: { id: item.postId }, label: 'See the post' };
  return null;
}
