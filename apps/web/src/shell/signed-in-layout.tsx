import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { FullPageLoader } from '../app/full-page-loader';
import { lazyPage } from '../app/lazy-page';
import { redirectToLogin } from '../auth/login-redirect';
import { useCurrentUser } from '../auth/use-current-user';
import { useIdleLogout } from '../settings/use-idle-logout';

// A visitor without a session cookie gets '/' prerendered (ADR 0075): the landing page's code is
// needed only to adopt that page, or here when a stale cookie brought the app. Not `lazyPage`: the
// landing page needs only its own stylesheet, which the entry already has (ADR 0043).
const LandingPage = lazy(() =>
  import('../pages/public/landing-page').then((m) => ({ default: m.LandingPage })),
);

// The shell (header, sidebar, notifications) is for signed-in users: visitors at '/' never load it.
const DashboardShell = lazyPage(
  () => import('./app-shell'),
  (m) => m.DashboardShell,
);

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
  useIdleLogout(status === 'signed-in');

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signed-out') {
    if (pathname !== '/') return <LeaveForLogin />;
    return (
      <Suspense fallback={<FullPageLoader />}>
        <LandingPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullPageLoader />}>
      <DashboardShell user={user}>
        <Outlet />
      </DashboardShell>
    </Suspense>
  );
}
