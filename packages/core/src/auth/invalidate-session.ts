import { eq } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';

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
  options: { sessionId: string; userId: string; ip?: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, options.sessionId));
    await recordAuditEvent(tx, {
      actorId: options.userId,
      action: 'auth.sign_out',
      target: { type: 'user', id: options.userId },
      ip: options.ip ?? null,
    });
  });
}
