import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { AppError, type RequestEmailChangeInput } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { sendMailInBackground } from '../mail/send-in-background';
import type { CoreDeps } from '../deps';
import { emailChangeLink } from './email-change-link';
import { verifyCurrentPassword } from './verify-current-password';

export const EMAIL_IN_USE_MESSAGE = 'This email address is already in use by another account.';
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';

/**
 * Account Settings → email (ADR 0053): nothing changes yet. The current password
 * proves the owner; a signed link goes to the NEW address (following it makes the change), and the
 * OLD address is told, so a thief who got in cannot move the account away unnoticed. An address
 * already in use is refused: behind the password check, that tells the owner only what they need.
 */
export async function requestEmailChange(
  deps: CoreDeps,
  { actor: owner, input }: ServiceOptions<RequestEmailChangeInput, { userId: string }>,
): Promise<{ message: string }> {
  const account = await verifyCurrentPassword(deps, owner.userId, input.currentPassword);
  if (account.email === input.newEmail) throw new AppError('BAD_REQUEST', SAME_EMAIL_MESSAGE);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.newEmail));
  if (taken) throw new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE);

  const link = emailChangeLink(deps, {
    userId: owner.userId,
    fromEmail: account.email,
    newEmail: input.newEmail,
  });
  const hours = Math.round(deps.config.accountLinks.emailVerificationTtlMs / 3_600_000);
  const context = { userId: owner.userId, purpose: 'change-email' };
  sendMailInBackground(
    deps,
    {
      to: input.newEmail,
      subject: 'Confirm your new Fanout email address',
      text:
        `Open this link within ${hours} hours to make this your Fanout email address:\n${link}\n\n` +
        `If you did not ask for this, ignore this email: nothing changes without it.`,
    },
    context,
  );
  sendMailInBackground(
    deps,
    {
      to: account.email,
      subject: 'Your Fanout email address is being changed',
      text:
        `Someone signed in to your Fanout account asked to change its email address to ` +
        `${input.newEmail}. It changes only when the link sent there is opened.\n\n` +
        `If this was not you, sign in and change your password now: that ends every other session.`,
    },
    context,
  );
  return { message: `We sent a confirmation link to ${input.newEmail}. Open it to finish.` };
}
