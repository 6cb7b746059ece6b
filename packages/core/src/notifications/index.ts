export { listNotifications, markNotificationsRead } from './list-notifications';
