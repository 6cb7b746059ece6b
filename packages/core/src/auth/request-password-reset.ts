import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '@fanout/db/schema';
import type { PasswordResetRequestInput } from '@fanout/shared';
import type { PublicServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { sendMailInBackground } from '../mail/send-in-background';
import { generateSessionToken, hashSecret } from './session-token';

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, a reset link is on its way.';

/**
 * Emails a single-use reset link. Answers the same whether or not the account exists, so the form
 * cannot be used to discover who has an account; the mail leaves off the request path, so the time
 * to answer does not tell either (ADR 0028).
 */
export async function requestPasswordReset(
  deps: CoreDeps,
  { input }: PublicServiceOptions<PasswordResetRequestInput>,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user) {
    deps.logger.info('password reset requested for an unknown email');
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }
  // Reuse the session token generator: 160 random bits, only the hash stored.
  const { secret } = generateSessionToken();
  const expiresAt = new Date(nowOf(deps).getTime() + deps.config.passwordResetTtlMs);
  await deps.db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashSecret(secret), userId: user.id, expiresAt });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(secret)}`;
  const minutes = Math.round(deps.config.passwordResetTtlMs / 60_000);
  sendMailInBackground(
    deps,
    {
      to: user.email,
      subject: 'Reset your Fanout password',
      text:
        `Someone asked to reset the password of your Fanout account.\n\n` +
        `Open this link within ${minutes} minutes to choose a new password (it works once):\n${link}\n\n` +
        `If it was not you, ignore this email: your password stays as it is.`,
    },
    { userId: user.id, purpose: 'password-reset' },
  );
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}
