/**
 * Every page of the web app (spec 001 §2, "Routing overview"). The server answers 200 with the app
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
  '/credits',
  '/subscription',
  '/buy-credits',
  '/admin',
  '/admin/subscription-plans',
  '/admin/user-roles',
  '/admin/credit-packages',
  '/admin/menu-management',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/setup',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy-policy',
  '/user-data-deletion',
] as const;

export type WebAppPath = (typeof WEB_APP_PATHS)[number];

const KNOWN: ReadonlySet<string> = new Set(WEB_APP_PATHS);

/** True for a page of the web app; a trailing slash is ignored, as the router does. */
export function isWebAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN.has(trimmed === '' ? '/' : trimmed);
}
