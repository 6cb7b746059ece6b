import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordCredentials, passwordResetTokens, sessions, users } from '@fanout/db/schema';
import { AppError, type PasswordResetConfirmInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { nowOf, type CoreDeps } from '../deps';
import { markEmailVerified } from './mark-email-verified';
import { hashPassword } from './password-hash';
import { assertPasswordNotCommon } from './password-policy';
import { hashSecret } from './session-token';

export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid, expired or already used. Ask for a new one.';

/**
 * Sets a new password from a reset link, once; voids the user's other reset links and ends every
 * session of that user. The emailed link proves the address too, so an unverified one becomes
 * verified (ADR 0028).
 */
export async function resetPassword(
  deps: CoreDeps,
  { input, client }: PublicServiceOptions<PasswordResetConfirmInput> & { client?: ClientAddress },
): Promise<{ message: string }> {
  const ip = client?.ip ?? null;
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    // Claiming the token with one conditional UPDATE makes it single-use even under a race.
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecret(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE);
    // The user's other links die with this one: an older mail left in an inbox someone else reads
    // must not set the password again after the owner chose a new one (ADR 0066).
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .insert(passwordCredentials)
      .values({ userId: token.userId, passwordHash, updatedAt: now })
      .onConflictDoUpdate({
        target: passwordCredentials.userId,
        set: { passwordHash, updatedAt: now },
      });
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    const [owner] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, token.userId));
    if (owner) await markEmailVerified(deps, tx, owner, ip);
    await recordAuditEvent(tx, {
      actorId: token.userId,
      action: 'auth.password_reset',
      target: { type: 'user', id: token.userId },
      ip,
    });
    deps.logger.info({ userId: token.userId }, 'password reset');
  });
  return { message: 'Your password has been changed. Sign in with your new password.' };
}
