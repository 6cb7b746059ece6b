import { notifications } from '@mantine/notifications';

export interface Toast {
  title: string;
  message: string;
  color: 'green' | 'red' | 'blue' | 'yellow';
}

/**
 * The one way to show a toast. Spec 000 §8 allows one on screen at a time; Mantine's `limit`
 * alone queues a new toast behind the visible one, so it would appear seconds later, stale. A
 * new toast therefore replaces whatever is shown or waiting, at once.
 */
export function showToast(toast: Toast): void {
  notifications.clean();
  notifications.show({ ...toast });
}
