import { Navigate, Outlet } from '@tanstack/react-router';
import { FullPageLoader } from '../app/full-page-loader';
import { useCurrentUser } from './use-current-user';

/** Sign-in and sign-up are for visitors; someone already signed in goes to the dashboard. */
export function GuestOnly() {
  const { status } = useCurrentUser();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}
