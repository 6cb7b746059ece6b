import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { Suspense, type ComponentProps, type ComponentType } from 'react';
import type { WebAppPath } from '@fanout/shared';
import { parseAccountsSearch } from '../accounts/accounts-search';
import { parseComposerSearch } from '../posts/composer/composer-search';
import { GuestOnly } from '../auth/guest-only';
import { SIGNED_IN_PAGES } from '../pages/signed-in-pages';
import { SignedInLayout } from '../shell/signed-in-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import type { SIGNED_IN_PAGE_MODULES, SignedInPageKey } from './signed-in-page-modules';
import { RouteError } from './route-error';
import { RoutePending } from './route-pending';
import { optionalString, parseSearch, stringifySearch } from './search-params';

// Every page but the landing page (shown at '/' by SignedInLayout) loads its code when first shown,
// so a visitor's first download is the landing page alone (ADR 0043).
const NotFoundPage = lazyPage(
  () => import('../pages/public/not-found-page'),
  (m) => m.NotFoundPage,
);
const TermsPage = lazyPage(
  () => import('../pages/public/terms-page'),
  (m) => m.TermsPage,
);
const PrivacyPolicyPage = lazyPage(
  () => import('../pages/public/privacy-policy-page'),
  (m) => m.PrivacyPolicyPage,
);
const UserDataDeletionPage = lazyPage(
  () => import('../pages/public/user-data-deletion-page'),
  (m) => m.UserDataDeletionPage,
);
const ConfirmAccountDeletionPage = lazyPage(
  () => import('../pages/public/confirm-account-deletion-page'),
  (m) => m.ConfirmAccountDeletionPage,
);
const SignInPage = lazyPage(
  () => import('../auth/sign-in-page'),
  (m) => m.SignInPage,
);
const SignUpPage = lazyPage(
  () => import('../auth/sign-up-page'),
  (m) => m.SignUpPage,
);
const VerifyEmailPage = lazyPage(
  () => import('../auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const SetupPage = lazyPage(
  () => import('../auth/setup-page'),
  (m) => m.SetupPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmailChangePage = lazyPage(
  () => import('../settings/confirm-email-change-page'),
  (m) => m.ConfirmEmailChangePage,
);

/**
 * A signed-in page through the lazily loaded table of page modules (signed-in-page-modules.ts). '/'
 * matches the dashboard for signed-out visitors too (they see the landing page): no preload.
 */
type PagePropsOf<K extends SignedInPageKey> = ComponentProps<
  Awaited<ReturnType<(typeof SIGNED_IN_PAGE_MODULES)[K]>>
> &
  object;

function signedInPage<K extends SignedInPageKey>(
  key: K,
  options: { preload?: boolean } = {},
): LazyPage<PagePropsOf<K>> {
  type Page = ComponentType<PagePropsOf<K>>;
  return lazyPage<PagePropsOf<K>, Page>(
    () =>
      import('./signed-in-page-modules').then(
        (table) => table.SIGNED_IN_PAGE_MODULES[key]() as Promise<unknown> as Promise<Page>,
      ),
    (page) => page,
    options,
  );
}

const ConnectedAccountsPage = signedInPage('/accounts');
const CreatePostPage = signedInPage('/create');
const PostPage = signedInPage('/posts/$id');
const PlaceholderPage = signedInPage('placeholder');

const BUILT_PAGES: Partial<Record<(typeof SIGNED_IN_PAGES)[number]['path'], LazyPage<object>>> = {
  '/': signedInPage('/', { preload: false }),
  '/content': signedInPage('/content'),
  '/scheduled': signedInPage('/scheduled'),
  '/calendar': signedInPage('/calendar'),
  '/analytics': signedInPage('/analytics'),
  '/credits': signedInPage('/credits'),
  '/buy-credits': signedInPage('/buy-credits'),
  '/subscription': signedInPage('/subscription'),
  '/admin': signedInPage('/admin'),
  '/settings/profile': signedInPage('/settings/profile'),
  '/settings/account': signedInPage('/settings/account'),
  '/settings/developer': signedInPage('/settings/developer'),
  '/admin/subscription-plans': signedInPage('/admin/subscription-plans'),
  '/admin/credit-packages': signedInPage('/admin/credit-packages'),
  '/admin/user-roles': signedInPage('/admin/user-roles'),
  '/admin/menu-management': signedInPage('/admin/menu-management'),
  '/admin/audit-log': signedInPage('/admin/audit-log'),
};

const rootRoute = createRootRoute({
  component: Outlet,
  // Any unknown path, signed in or not (spec 001 §2). The root has no Suspense of its own.
  notFoundComponent: function NotFoundRoute() {
    return (
      <Suspense fallback={<RoutePending />}>
        <NotFoundPage />
      </Suspense>
    );
  },
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
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/user-data-deletion/confirm',
    component: ConfirmAccountDeletionPage,
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

// The link mailed to a new address (ADR 0053) may be opened signed in or out, in any browser.
const confirmEmailChangeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email-change',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalString(search.token),
  }),
  component: function ConfirmEmailChangeRoute() {
    return <ConfirmEmailChangePage token={confirmEmailChangeRoute.useSearch().token} />;
  },
});

// Signed-in pages, each inside the dashboard shell. Pages not built yet show a placeholder.
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  component: SignedInLayout,
});

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

// Create Post, optionally with a day and time filled in (the calendar's empty slots).
const createRoute_ = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/create',
  validateSearch: parseComposerSearch,
  component: function CreateRoute() {
    return <CreatePostPage at={createRoute_.useSearch()} />;
  },
});

// One post's page (ADR 0055): opened from its card or a notification, not a menu entry.
const postRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/posts/$id',
  component: function PostRoute() {
    return <PostPage id={postRoute.useParams().id} />;
  },
});

const OWN_ROUTES: ReadonlySet<string> = new Set(['/accounts', '/create']);
const signedInPageRoutes = SIGNED_IN_PAGES.filter((page) => !OWN_ROUTES.has(page.path)).map(
  (page) =>
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
  confirmEmailChangeRoute,
  verifyEmailRoute,
  setupRoute,
  signedInRoute.addChildren([accountsRoute, createRoute_, postRoute, ...signedInPageRoutes]),
]);

export const router = createRouter({
  routeTree,
  // While a page's code loads, and when it cannot (a deploy while the tab was open).
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
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
