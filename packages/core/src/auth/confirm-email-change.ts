import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '@fanout/db/schema';
import { AppError, type ConfirmEmailChangeInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import { isUniqueViolation } from '../db-errors/pg-errors';
import { nowOf, type CoreDeps } from '../deps';
import { openAccountLink } from './account-link';
import { markEmailVerified } from './mark-email-verified';
import { EMAIL_IN_USE_MESSAGE } from './request-email-change';
import type { SessionOwner } from './session-owner';

export const INVALID_EMAIL_CHANGE_LINK_MESSAGE =
  'This email change link is not valid. Ask for a new one in Account Settings.';
export const EXPIRED_EMAIL_CHANGE_LINK_MESSAGE =
  'This email change link has expired. Ask for a new one in Account Settings.';
export const USED_EMAIL_CHANGE_LINK_MESSAGE =
  'This email change link has already been used or is no longer valid: ' +
  'the account’s email address has changed since it was sent.';

/** Who opened the link: the session it came on, if any (signed out is fine), and from where. */
interface LinkOpener {
  session: SessionOwner | undefined;
  ip: string | null;
}

/**
 * Following the link mailed to the new address (ADR 0053): the address becomes the account's,
 * verified (the link proves the mailbox), and every session but the opener's own (`actor`, when the
 * link is opened signed in) ends, so whoever might hold an old cookie is out. Audited with both
 * addresses. The link names the old address too, so once used (or after any other change) it is
 * refused.
 */
export async function confirmEmailChange(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: PublicServiceOptions<ConfirmEmailChangeInput, SessionOwner> & { client?: ClientAddress },
): Promise<{ message: string; endedSessions: number }> {
  const opened = openAccountLink(
    deps.config.accountLinks.signingKey,
    'change-email',
    input.token,
    nowOf(deps),
  );
  if (opened.status === 'expired')
    throw new AppError('BAD_REQUEST', EXPIRED_EMAIL_CHANGE_LINK_MESSAGE);
  const link = opened.status === 'valid' ? opened.link : null;
  if (!link?.userId || !link.fromEmail) {
    throw new AppError('BAD_REQUEST', INVALID_EMAIL_CHANGE_LINK_MESSAGE);
  }
  const change = { userId: link.userId, fromEmail: link.fromEmail, newEmail: link.email };
  try {
    const opener = { session: actor, ip: client?.ip ?? null };
    const ended = await applyEmailChange(deps, opener, change);
    deps.logger.info({ userId: change.userId, ended }, 'email address changed');
    return { message: `Your email address is now ${change.newEmail}.`, endedSessions: ended };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_IN_USE_MESSAGE);
    throw error;
  }
}

/** The change itself, in one transaction: the row only moves from the address the link names. */
async function applyEmailChange(
  deps: CoreDeps,
  opener: LinkOpener,
  change: { userId: string; fromEmail: string; newEmail: string },
): Promise<number> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(users)
      .set({ email: change.newEmail, updatedAt: now })
      .where(and(eq(users.id, change.userId), eq(users.email, change.fromEmail)))
      .returning({ verifiedAt: users.emailVerifiedAt });
    if (!moved) throw new AppError('BAD_REQUEST', USED_EMAIL_CHANGE_LINK_MESSAGE);
    // The link proves the new mailbox. An account never verified gets what verification gives
    // (welcome credits once, ADMIN_EMAILS), as its old verification link no longer matches.
    if (moved.verifiedAt === null) {
      await markEmailVerified(deps, tx, { id: change.userId, email: change.newEmail }, opener.ip);
    } else {
      await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, change.userId));
    }
    // The opener's session stays only when it is the owner's own; signed out, every session ends.
    const keep = opener.session?.userId === change.userId ? opener.session.sessionId : undefined;
    const mine = eq(sessions.userId, change.userId);
    const gone = await tx
      .delete(sessions)
      .where(keep === undefined ? mine : and(mine, ne(sessions.id, keep)))
      .returning({ id: sessions.id });
    await recordAuditEvent(tx, {
      actorId: change.userId,
      action: 'auth.email_changed',
      target: { type: 'user', id: change.userId },
      before: { email: change.fromEmail },
      after: { email: change.newEmail, otherSessionsEnded: gone.length },
      ip: opener.ip,
    });
    return gone.length;
  });
}
