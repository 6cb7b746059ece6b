import { eq } from 'drizzle-orm';
import { sessions } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';

export async function invalidateSession(deps: CoreDeps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, e.g. after a password reset. */
export async function invalidateUserSessions(deps: CoreDeps, userId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
}
