import { and, eq } from 'drizzle-orm';
import { users, type UserRow } from '@fanout/db/schema';
import { AppError, type VerifyEmailInput } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { readAccountLink } from './account-link';
import type { CreatedSession } from './create-session';
import { markEmailVerified } from './mark-email-verified';
import { rotateSession, type SessionClient } from './rotate-session';
import { sendVerificationEmail } from './send-verification-email';

export const INVALID_VERIFICATION_LINK_MESSAGE =
  'This verification link is invalid or has expired. Sign in and send yourself a new one.';

/**
 * Checks a verification link (signature, expiry, same user and address) and verifies the address.
 * The link proves the mailbox, so its first use signs the owner in on a fresh session id (the one
 * `client` held ends: rotateSession). It is stateless and can be opened again: later uses sign
 * nobody in and show the user only to the owner's own session. Credits are granted once either way.
 */
export async function verifyEmail(
  deps: CoreDeps,
  options: { input: VerifyEmailInput; client: SessionClient },
): Promise<{ message: string; user: UserRow | null; session: CreatedSession | null }> {
  const ip = options.client.ipAddress ?? null;
  const { user, newlyVerified } = await markVerified(deps, options.input, ip);
  if (newlyVerified) {
    const session = await rotateSession(deps, { userId: user.id, client: options.client });
    return { message: 'Your email address is verified.', user, session };
  }
  const signedInAsOwner = options.client.current?.userId === user.id;
  return {
    message: 'Your email address is already verified.',
    user: signedInAsOwner ? user : null,
    session: null,
  };
}

/** `newlyVerified` is false when the address already was verified. */
async function markVerified(
  deps: CoreDeps,
  input: VerifyEmailInput,
  ip: string | null,
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
    const newlyVerified = await markEmailVerified(deps, tx, { id: userId, email }, ip);
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
