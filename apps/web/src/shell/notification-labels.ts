/** The bell's accessible name, with the unread count a sighted user reads off the badge. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return unread === 1 ? 'Notifications: 1 unread' : `Notifications: ${unread} unread`;
}
