import { nowOf, type CoreDeps } from '../deps';
import { signAccountLink } from './account-link';

/** Where the link mailed to the new address leads (the web app's confirmation page). */
export const EMAIL_CHANGE_PAGE_PATH = '/confirm-email-change';

/**
 * The signed link that moves this user from `fromEmail` to `newEmail` (ADR 0053). It binds both
 * addresses, so it works once: after the change the account no longer has `fromEmail`.
 */
export function emailChangeLink(
  deps: CoreDeps,
  change: { userId: string; fromEmail: string; newEmail: string },
): string {
  const { signingKey, emailVerificationTtlMs } = deps.config.accountLinks;
  const token = signAccountLink(signingKey, {
    purpose: 'change-email',
    email: change.newEmail,
    userId: change.userId,
    fromEmail: change.fromEmail,
    expiresAt: new Date(nowOf(deps).getTime() + emailVerificationTtlMs),
  });
  return `${deps.config.publicUrl}${EMAIL_CHANGE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
