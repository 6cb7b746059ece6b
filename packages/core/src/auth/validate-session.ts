import { eq, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '@fanout/db/schema';
import { nowOf, preparedQuery, type CoreDeps } from '../deps';
import { parseSessionToken, secretMatches } from './session-token';

export interface ValidSession {
  sessionId: string;
  user: UserRow;
  expiresAt: Date;
  /** True when the expiry moved forward; the cookie must be re-sent with the new expiry. */
  renewed: boolean;
}

/** The session and its user in one indexed read; built once, as every API request runs it. */
const sessionQuery = preparedQuery((db, _shape: 'by-id') =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

/**
 * Checks a cookie token: the id finds the row, the secret's SHA-256 must match in constant time.
 * Expired sessions are deleted. Past half of the idle window the expiry slides forward, capped by
 * the absolute lifetime.
 */
export async function validateSession(deps: CoreDeps, token: string): Promise<ValidSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const rows = await sessionQuery(deps.db, 'by-id').execute({ id: parsed.id });
  const row = rows[0];
  if (!row || !secretMatches(parsed.secret, row.session.secretHash)) return null;
  // Suspension deletes the sessions; this covers one created in a race with it (no extra query).
  if (row.user.suspendedAt) return null;

  const now = nowOf(deps);
  const { session } = row;
  if (now >= session.expiresAt || now >= session.absoluteExpiresAt) {
    await deps.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }

  const idle = deps.config.session.idleTimeoutMs;
  if (session.expiresAt.getTime() - now.getTime() < idle / 2) {
    const slid = new Date(now.getTime() + idle);
    const expiresAt = slid < session.absoluteExpiresAt ? slid : session.absoluteExpiresAt;
    if (expiresAt > session.expiresAt) {
      await deps.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
      return { sessionId: session.id, user: row.user, expiresAt, renewed: true };
    }
  }
  return { sessionId: session.id, user: row.user, expiresAt: session.expiresAt, renewed: false };
}
