/**
 * The place to go after signing in. Only same-site paths are accepted ('/x', not '//host' or
 * 'https://host'), so a crafted link cannot send someone elsewhere after they sign in.
 */
export function safeReturnTo(returnTo: string | undefined): string {
  if (returnTo === undefined) return '/';
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) {
    return '/';
  }
  return returnTo;
}
