import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { WebAppPath } from '@fanout/shared';
import type { ReactNode } from 'react';
import { parseAccountsSearch } from '../accounts/accounts-search';
import { ConnectedAccountsPage } from '../accounts/connected-accounts-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { GuestOnly } from '../auth/guest-only';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { SignInPage } from '../auth/sign-in-page';
import { SetupPage } from '../auth/setup-page';
import { SignUpPage } from '../auth/sign-up-page';
import { VerifyEmailPage } from '../auth/verify-email-page';
import { ContentLibraryPage } from '../content/content-library-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { PlaceholderPage } from '../pages/placeholder-page';
import { NotFoundPage } from '../pages/public/not-found-page';
import { PrivacyPolicyPage } from '../pages/public/privacy-policy-page';
import { TermsPage } from '../pages/public/terms-page';
import { UserDataDeletionPage } from '../pages/public/user-data-deletion-page';
import { SIGNED_IN_PAGES } from '../pages/signed-in-pages';
import { CreatePostPage } from '../posts/composer/create-post-page';
import { PostsAndDraftsPage } from '../posts/posts-and-drafts/posts-and-drafts-page';
import { SignedInLayout } from '../shell/signed-in-layout';
import { optionalString, parseSearch, stringifySearch } from './search-params';

const rootRoute = createRootRoute({
  component: Outlet,
  // Any unknown path, signed in or not (spec 001 §2).
  notFoundComponent: NotFoundPage,
});

// Public pages: shown whether or not anyone is signed in.
const publicRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/terms', component: TermsPage }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/privacy-policy',
    component: PrivacyPolicyPage,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/user-data-deletion',
    component: UserDataDeletionPage,
  }),
];

// Sign-in and sign-up are for visitors only; signed-in users are sent to '/'.
const guestRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  component: GuestOnly,
});

const signInRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } => ({
    returnTo: optionalString(search.returnTo),
  }),
  component: function SignInRoute() {
    return <SignInPage returnTo={signInRoute.useSearch().returnTo} />;
  },
});

const signUpRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/sign-up',
  // An invitation link (SIGNUP=invite) carries its token and the invited address.
  validateSearch: (search: Record<string, unknown>): { invitation?: string; email?: string } => ({
    invitation: optionalString(search.invitation),
    email: optionalString(search.email),
  }),
  component: function SignUpRoute() {
    const { invitation, email } = signUpRoute.useSearch();
    return <SignUpPage invitation={invitation} email={email} />;
  },
});

// The emailed verification link and the setup link work signed in or out.
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={verifyEmailRoute.useSearch().token} />;
  },
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/setup',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  component: function SetupRoute() {
    return <SetupPage token={setupRoute.useSearch().token} />;
  },
});

// Password reset works signed in or out: the emailed link may be opened anywhere.
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: ForgotPasswordPage,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={resetPasswordRoute.useSearch().token} />;
  },
});

// Signed-in pages, each inside the dashboard shell. Pages not built yet show a placeholder.
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: SignedInLayout,
});

const BUILT_PAGES: Partial<Record<(typeof SIGNED_IN_PAGES)[number]['path'], () => ReactNode>> = {
  '/': DashboardPage,
  '/content': ContentLibraryPage,
  '/create': CreatePostPage,
  '/scheduled': PostsAndDraftsPage,
};

// Connected Accounts keeps the selected group and the OAuth return result in its search params.
const accountsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/accounts',
  validateSearch: parseAccountsSearch,
  component: function AccountsRoute() {
    const navigate = accountsRoute.useNavigate();
    return (
      <ConnectedAccountsPage
        search={accountsRoute.useSearch()}
        navigate={(search, options) => void navigate({ search, replace: options?.replace })}
      />
    );
  },
});

const signedInPageRoutes = SIGNED_IN_PAGES.filter((page) => page.path !== '/accounts').map((page) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path: page.path,
    component:
      BUILT_PAGES[page.path] ??
      function SignedInPageRoute() {
        return <PlaceholderPage page={page} />;
      },
  }),
);

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  guestRoute.addChildren([signInRoute, signUpRoute]),
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  setupRoute,
  signedInRoute.addChildren([accountsRoute, ...signedInPageRoutes]),
]);

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The server answers 404 for paths outside WEB_APP_PATHS (ADR 0029): the router's pages and that
// list must be the same set, or one of these two lines stops compiling.
type RouterPath = Extract<keyof typeof router.routesByPath, string>;
export const routerPathsAreKnown: readonly WebAppPath[] = [] as RouterPath[];
export const knownPathsAreRouted: readonly RouterPath[] = [] as WebAppPath[];
