import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FullPageLoader } from '../app/full-page-loader';
import { redirectToLogin } from '../auth/login-redirect';
import { useCurrentUser } from '../auth/use-current-user';
import { LandingPage } from '../pages/public/landing-page';
import { DashboardShell } from './app-shell';

/** Sends a signed-out visitor to sign in, returning here afterwards. */
function LeaveForLogin() {
  useEffect(redirectToLogin, []);
  return <FullPageLoader />;
}

/**
 * Parent of every signed-in route. '/' is shared: visitors who are signed out get the landing
 * page there (spec 000 §2); on any other signed-in route they are sent to sign in.
 */
export function SignedInLayout() {
  const { status, user } = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signed-out') return pathname === '/' ? <LandingPage /> : <LeaveForLogin />;
  return (
    <DashboardShell user={user}>
      <Outlet />
    </DashboardShell>
  );
}
