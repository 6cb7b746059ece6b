import { useNotifications } from '@mantine/notifications';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';

// The toast viewport (portal, transitions, swipe to dismiss) is code the landing page never needs:
// it loads with the first toast, and the store it renders already holds that toast.
const ToastViewport = lazy(() =>
  import('./toast-viewport').then((module) => ({ default: module.ToastViewport })),
);

/**
 * The viewport's chunk may be gone after a deploy while this tab was open. Outside the router there
 * is no error screen to fall back on, so the toast is dropped rather than the whole app; the next
 * page the user opens says the app must be reloaded (route-error.tsx).
 */
class DropOnLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Where toasts appear (showToast): mounted once the first one is shown, and kept from then on. */
export function ToastHost({ limit, autoClose }: { limit: number; autoClose: number }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <DropOnLoadFailure>
      <Suspense fallback={null}>
        <ToastViewport limit={limit} autoClose={autoClose} />
      </Suspense>
    </DropOnLoadFailure>
  );
}
