export { listNotifications, markNotificationsRead } from './list-notifications';
export { announceNotificationChange, NOTIFICATIONS_CHANNEL } from './announce-change';
export { addNotification } from './add-notification';
