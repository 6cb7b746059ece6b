import { and, desc, eq, ne } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import { AppError, type EndSessionsInput, type SessionList } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit';
import type { CoreDeps } from '../deps';
import { describeDevice } from './describe-device';
import type { SessionOwner } from './session-owner';

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Account Settings → sessions: only the caller's own, the current one marked. */
export async function listOwnSessions(
  deps: CoreDeps,
  { actor: owner }: ServiceOptions<never, SessionOwner>,
): Promise<SessionList> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, owner.userId))
    .orderBy(desc(sessions.expiresAt));
  const idle = deps.config.session.idleTimeoutMs;
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt,
      // The expiry slides on use (validate-session.ts): minus the idle window, it is the last use
      // the server recorded (to within half that window, as it is not rewritten on every request).
      lastUsedAt: new Date(row.expiresAt.getTime() - idle),
      current: row.id === owner.sessionId,
    })),
  };
}

/**
 * Ends one of the caller's sessions, or all the others ("sign out everywhere" keeps this one).
 * Another user's session id is answered as not found: nothing to learn about it.
 */
export async function endOwnSessions(
  deps: CoreDeps,
  {
    actor: owner,
    input,
    client,
  }: ServiceOptions<EndSessionsInput, SessionOwner> & { client?: ClientAddress },
): Promise<{ ended: number }> {
  const one = input.sessionId;
  const which = one === undefined ? ne(sessions.id, owner.sessionId) : eq(sessions.id, one);
  return deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, owner.userId), which))
      .returning({ id: sessions.id });
    if (one !== undefined && gone.length === 0) {
      throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    }
    await recordAuditEvent(tx, {
      actorId: owner.userId,
      action: 'auth.sessions_ended',
      target: { type: 'user', id: owner.userId },
      after: { ended: gone.length, scope: one === undefined ? 'others' : 'one' },
      ip: client?.ip ?? null,
    });
    return { ended: gone.length };
  });
}
