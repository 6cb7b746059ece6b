import { and, eq, ne } from 'drizzle-orm';
import { passwordCredentials, sessions } from '@fanout/db/schema';
import type { ChangePasswordInput } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import { nowOf, type CoreDeps } from '../deps';
import { hashPassword } from './password-hash';
import { assertPasswordNotCommon } from './password-policy';
import type { SessionOwner } from './session-owner';
import { verifyCurrentPassword } from './verify-current-password';

/**
 * Account Settings → password (ADR 0053): the current password is required, the new one
 * follows ADR 0028's policy (wrong tries count on the sign-in throttle: verify-current-password.ts),
 * and every OTHER session of the user ends, so a thief holding an old
 * cookie is out while the person changing it stays signed in. Audited in the same transaction.
 */
export async function changePassword(
  deps: CoreDeps,
  {
    actor: owner,
    input,
    client,
  }: ServiceOptions<ChangePasswordInput, SessionOwner> & { client?: ClientAddress },
): Promise<{ message: string; endedSessions: number }> {
  await verifyCurrentPassword(deps, owner.userId, input.currentPassword);
  assertPasswordNotCommon(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = nowOf(deps);
  const ended = await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordCredentials)
      .set({ passwordHash, updatedAt: now })
      .where(eq(passwordCredentials.userId, owner.userId));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, owner.userId), ne(sessions.id, owner.sessionId)))
      .returning({ id: sessions.id });
    await recordAuditEvent(tx, {
      actorId: owner.userId,
      action: 'auth.password_changed',
      target: { type: 'user', id: owner.userId },
      after: { otherSessionsEnded: gone.length },
      ip: client?.ip ?? null,
    });
    return gone.length;
  });
  deps.logger.info({ userId: owner.userId, ended }, 'password changed');
  return { message: 'Your password has been changed.', endedSessions: ended };
}
