import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users } from '@fanout/db/schema';
import { nowOf, type CoreDeps } from '../deps';

/**
 * Whether a session validated earlier still stands: not ended, not expired, its user not
 * suspended. A read only: unlike `validateSession` it never slides the expiry, so a long-lived
 * connection (the notification stream) that asks it does not keep an idle session alive.
 */
export async function sessionIsLive(deps: CoreDeps, sessionId: string): Promise<boolean> {
  const now = nowOf(deps);
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
