/**
 * Every page of the web app (spec 001 §2, "Routing overview"; `$name` is a path parameter, as the
 * router writes it: ADR 0055). The server answers 200 with the app
 * for these and 404 (the app still showing its "Page Not Found") for any other path; the web app's
 * router is checked against this list at compile time (apps/web/src/app/router.tsx), so the two
 * cannot drift.
 */
export const WEB_APP_PATHS = [
  '/',
  '/accounts',
  '/content',
  '/create',
  '/scheduled',
  '/calendar',
  '/analytics',
  '/posts/$id',
  '/credits',
  '/subscription',
  '/buy-credits',
  '/settings/profile',
  '/settings/account',
  '/settings/developer',
  '/admin',
  '/admin/subscription-plans',
  '/admin/user-roles',
  '/admin/credit-packages',
  '/admin/menu-management',
  '/admin/audit-log',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/setup',
  '/forgot-password',
  '/reset-password',
  '/confirm-email-change',
  '/terms',
  '/privacy-policy',
  '/user-data-deletion',
  '/user-data-deletion/confirm',
] as const;

export type WebAppPath = (typeof WEB_APP_PATHS)[number];

const KNOWN: ReadonlySet<string> = new Set(WEB_APP_PATHS.filter((path) => !path.includes('$')));

/** The pages with a parameter, one pattern each: a `$name` segment takes any one non-empty segment. */
const PATTERNS: readonly RegExp[] = WEB_APP_PATHS.filter((path) => path.includes('$')).map(
  (path) =>
    new RegExp(
      `^${path
        .split('/')
        .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment))
        .join('/')}$`,
    ),
);

/** True for a page of the web app; a trailing slash is ignored, as the router does. */
export function isWebAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '' ? '/' : trimmed;
  return KNOWN.has(path) || PATTERNS.some((pattern) => pattern.test(path));
}
