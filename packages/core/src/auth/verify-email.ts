import { and, eq } from 'drizzle-orm';
import { users, type UserRow } from '@fanout/db/schema';
import { AppError, type VerifyEmailInput } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { readAccountLink } from './account-link';
import { markEmailVerified } from './mark-email-verified';
import { sendVerificationEmail } from './send-verification-email';

export const INVALID_VERIFICATION_LINK_MESSAGE =
  'This verification link is invalid or has expired. Sign in and send yourself a new one.';

/**
 * Checks a verification link (signature, expiry, same user and address) and verifies the address.
 * `newlyVerified` is false when it already was: the link is stateless, so only its first use may
 * start a session (the route's rule), and the credits are granted once either way.
 */
export async function verifyEmail(
  deps: CoreDeps,
  input: VerifyEmailInput,
): Promise<{ user: UserRow; newlyVerified: boolean }> {
  const link = readAccountLink(
    deps.config.accountLinks.signingKey,
    'verify-email',
    input.token,
    nowOf(deps),
  );
  if (!link?.userId) throw new AppError('BAD_REQUEST', INVALID_VERIFICATION_LINK_MESSAGE);
  const { userId, email } = link;
  return deps.db.transaction(async (tx) => {
    const newlyVerified = await markEmailVerified(deps, tx, { id: userId, email });
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.email, email)));
    if (!user?.emailVerifiedAt) {
      throw new AppError('BAD_REQUEST', INVALID_VERIFICATION_LINK_MESSAGE);
    }
    return { user, newlyVerified };
  });
}

/** Mails a new link to a signed-in user whose address is not verified yet. */
export async function resendVerification(
  deps: CoreDeps,
  options: { userId: string },
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists');
  if (user.verifiedAt) {
    throw new AppError('BAD_REQUEST', 'Your email address is already verified.');
  }
  sendVerificationEmail(deps, user);
  return { message: `We sent a new verification link to ${user.email}.` };
}
