import { eq } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import { recordAuditEvent, type AuditEventInput } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { newSession, type CreatedSession } from './create-session';

/** The browser a sign-in is for: the session it holds now, if any, and what we note about it. */
export interface SessionClient {
  current?: { sessionId: string; userId: string } | undefined;
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

/**
 * Signs `userId` in on a fresh session id, ending the session this browser held before (whoever's
 * it was) in the same transaction: an id planted before the sign-in (fixation) or an earlier
 * account's session never outlives it. Used at sign-in and at the first use of a verification link.
 */
export async function rotateSession(
  deps: CoreDeps,
  options: { userId: string; client: SessionClient; audit?: AuditEventInput },
): Promise<CreatedSession> {
  const { current, userAgent, ipAddress } = options.client;
  const { row, created } = newSession(deps, { userId: options.userId, userAgent, ipAddress });
  await deps.db.transaction(async (tx) => {
    if (current) await tx.delete(sessions).where(eq(sessions.id, current.sessionId));
    await tx.insert(sessions).values(row);
    if (options.audit) await recordAuditEvent(tx, options.audit);
  });
  return created;
}
