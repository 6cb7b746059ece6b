import { postAuthRequest } from './auth-request';

/** Where the server's sign-in flow starts; it answers with a redirect to /sign-in?returnTo=... */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

let leaving = false;

/**
 * A full-page navigation that nothing else may replace: an idle logout clears the cached user, and
 * the signed-out page that renders would otherwise send the browser to sign in (without signing
 * out) before /api/logout is reached.
 */
export function leaveFor(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** Full-page navigation to sign in, coming back to the page the visitor is on now. */
export function redirectToLogin(): void {
  if (leaving) return;
  const { pathname, search } = window.location;
  window.location.href = loginUrl(pathname + search);
}

/**
 * Ends the session with a POST (the CSRF guard checks its Origin; ADR 0028), then loads '/' afresh
 * so no signed-in state survives in memory. If the POST failed, '/' still shows the dashboard.
 */
export async function signOut(): Promise<void> {
  await postAuthRequest('/api/auth/logout', {}).catch(() => undefined);
  window.location.assign('/');
}
