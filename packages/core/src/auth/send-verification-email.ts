import { sendMailInBackground } from '../mail/send-in-background';
import { nowOf, type CoreDeps } from '../deps';
import { signAccountLink } from './account-link';

/** The verification link for this user and address (signed, expiring; ADR 0028). */
export function verificationLink(deps: CoreDeps, user: { id: string; email: string }): string {
  const { signingKey, emailVerificationTtlMs } = deps.config.accountLinks;
  const token = signAccountLink(signingKey, {
    purpose: 'verify-email',
    email: user.email,
    userId: user.id,
    expiresAt: new Date(nowOf(deps).getTime() + emailVerificationTtlMs),
  });
  return `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Mails the link off the request path. */
export function sendVerificationEmail(deps: CoreDeps, user: { id: string; email: string }): void {
  const hours = Math.round(deps.config.accountLinks.emailVerificationTtlMs / 3_600_000);
  sendMailInBackground(
    deps,
    {
      to: user.email,
      subject: 'Finish creating your Fanout account',
      text:
        `Open this link within ${hours} hours to verify your email address and finish creating ` +
        `your Fanout account:\n${verificationLink(deps, user)}\n\n` +
        `If you did not sign up for Fanout, ignore this email: no account is usable without it.`,
    },
    { userId: user.id, purpose: 'verify-email' },
  );
}
