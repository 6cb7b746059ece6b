import { eq } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import type { ClientAddress } from '../access';
import { recordAuditEvent, type AuditEventInput } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import { newSession, type CreatedSession } from './create-session';

/**
 * Signs `userId` in on a fresh session id, ending the session this browser held before (`current`,
 * whoever's it was) in the same transaction: an id planted before the sign-in (fixation) or an
 * earlier account's session never outlives it. Used at sign-in and at the first use of a
 * verification link. Session plumbing, not a transport's service: its options are its own.
 */
export async function rotateSession(
  deps: CoreDeps,
  options: {
    userId: string;
    current?: { sessionId: string } | undefined;
    client?: ClientAddress | undefined;
    audit?: AuditEventInput;
  },
): Promise<CreatedSession> {
  const { row, created } = newSession(deps, { userId: options.userId, client: options.client });
  await deps.db.transaction(async (tx) => {
    if (options.current)
      await tx.delete(sessions).where(eq(sessions.id, options.current.sessionId));
    await tx.insert(sessions).values(row);
    if (options.audit) await recordAuditEvent(tx, options.audit);
  });
  return created;
}
