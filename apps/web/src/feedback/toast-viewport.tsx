import '../app/full-styles';

// Loaded by ToastHost with the first toast (a module of its own, so that only the viewport's code
// moves out of the entry chunk: the toast store stays with showToast).
export { Notifications as ToastViewport } from '@mantine/notifications';
