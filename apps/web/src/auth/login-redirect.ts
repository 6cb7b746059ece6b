/** Where the server's sign-in flow starts; it answers with a redirect to /sign-in?returnTo=... */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Full-page navigation to sign in, coming back to the page the visitor is on now. */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  window.location.href = loginUrl(pathname + search);
}

/** Full-page navigation that ends the session on the server (it then redirects to /). */
export function signOut(): void {
  window.location.href = '/api/logout';
}
