import { showToast } from '../feedback/show-toast';
import { TRPCClientError } from '@trpc/client';
import { redirectToLogin } from '../auth/login-redirect';

/** Spec 000 §8 and 001 §9: the toast shows first, the browser leaves 500 ms later. */
const LOGIN_REDIRECT_DELAY_MS = 500;

let redirecting = false;

/** True for a tRPC error whose code says the session is missing or expired (web contract). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED';
}

/**
 * Tells the user their session is gone and sends them to sign in again. Several queries often
 * fail together when a session expires, so only the first call acts.
 */
export function handleUnauthorized(): void {
  if (redirecting) return;
  redirecting = true;
  showToast({
    title: 'Unauthorized',
    message: 'You are logged out. Logging in again...',
    color: 'red',
  });
  window.setTimeout(redirectToLogin, LOGIN_REDIRECT_DELAY_MS);
}
