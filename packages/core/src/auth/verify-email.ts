import { and, eq } from 'drizzle-orm';
import { users, type UserRow } from '@fanout/db/schema';
import { AppError, type VerifyEmailInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { readAccountLink } from './account-link';
import type { CreatedSession } from './create-session';
import { markEmailVerified } from './mark-email-verified';
import { rotateSession } from './rotate-session';
import { sendVerificationEmail } from './send-verification-email';
import type { SessionOwner } from './session-owner';

export const INVALID_VERIFICATION_LINK_MESSAGE =
  'This verification link is invalid or has expired. Sign in and send yourself a new one.';

/**
 * Checks a verification link (signature, expiry, same user and address) and verifies the address.
 * The link proves the mailbox, so its first use signs the owner in on a fresh session id (the one
 * the browser held, `actor`, ends: rotateSession). It is stateless and can be opened again: later
 * uses sign nobody in and show the user only to the owner's own session. Credits are granted once
 * either way.
 */
export async function verifyEmail(
  deps: CoreDeps,
  {
    actor: current,
    input,
    client,
  }: PublicServiceOptions<VerifyEmailInput, SessionOwner> & { client?: ClientAddress },
): Promise<{ message: string; user: UserRow | null; session: CreatedSession | null }> {
  const { user, newlyVerified } = await markVerified(deps, input, client?.ip ?? null);
  if (newlyVerified) {
    const session = await rotateSession(deps, { userId: user.id, current, client });
    return { message: 'Your email address is verified.', user, session };
  }
  const signedInAsOwner = current?.userId === user.id;
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
  { actor: owner }: ServiceOptions<never, { userId: string }>,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, owner.userId));
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists');
  if (user.verifiedAt) {
    throw new AppError('BAD_REQUEST', 'Your email address is already verified.');
  }
  sendVerificationEmail(deps, user);
  return { message: `We sent a new verification link to ${user.email}.` };
}
