import { eq } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import type { SessionOwner } from './session-owner';

export async function invalidateSession(deps: CoreDeps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, e.g. after a password reset. */
export async function invalidateUserSessions(deps: CoreDeps, userId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The user signs out: this session ends and the audit log notes it (ADR 0050). */
export async function signOut(
  deps: CoreDeps,
  { actor: owner, client }: ServiceOptions<never, SessionOwner> & { client?: ClientAddress },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, owner.sessionId));
    await recordAuditEvent(tx, {
      actorId: owner.userId,
      action: 'auth.sign_out',
      target: { type: 'user', id: owner.userId },
      ip: client?.ip ?? null,
    });
  });
}
