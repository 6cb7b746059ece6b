import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordCredentials, passwordResetTokens, sessions } from '@fanout/db/schema';
import { AppError, type PasswordResetConfirmInput } from '@fanout/shared';
import { nowOf, type CoreDeps } from '../deps';
import { hashPassword } from './password-hash';
import { hashSecret } from './session-token';

export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid, expired or already used. Ask for a new one.';

/** Sets a new password from a reset link, once; ends every session of that user. */
export async function resetPassword(
  deps: CoreDeps,
  input: PasswordResetConfirmInput,
): Promise<{ message: string }> {
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
    await tx
      .insert(passwordCredentials)
      .values({ userId: token.userId, passwordHash, updatedAt: now })
      .onConflictDoUpdate({
        target: passwordCredentials.userId,
        set: { passwordHash, updatedAt: now },
      });
    await tx.delete(sessions).where(eq(sessions.userId, token.userId));
    deps.logger.info({ userId: token.userId }, 'password reset');
  });
  return { message: 'Your password has been changed. Sign in with your new password.' };
}
