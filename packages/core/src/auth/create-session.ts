import { sessions } from '@fanout/db/schema';
import type { ClientAddress } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { generateSessionToken, hashSecret } from './session-token';

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export interface NewSessionOptions {
  userId: string;
  /** The browser's agent and address, noted on the row (Account Settings shows them). */
  client?: ClientAddress | undefined;
}

/** A new session's row (always a new id, so a fixed pre-login id is never reused) and its token. */
export function newSession(
  deps: CoreDeps,
  options: NewSessionOptions,
): { row: typeof sessions.$inferInsert; created: CreatedSession } {
  const now = nowOf(deps);
  const { id, secret, token } = generateSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + deps.config.session.absoluteLifetimeMs);
  const idleExpiresAt = new Date(now.getTime() + deps.config.session.idleTimeoutMs);
  const expiresAt = idleExpiresAt < absoluteExpiresAt ? idleExpiresAt : absoluteExpiresAt;
  return {
    row: {
      id,
      secretHash: hashSecret(secret),
      userId: options.userId,
      createdAt: now,
      expiresAt,
      absoluteExpiresAt,
      userAgent: options.client?.userAgent?.slice(0, 500) ?? null,
      ipAddress: options.client?.ip ?? null,
    },
    created: { token, sessionId: id, expiresAt },
  };
}

/** Starts a new session. Signing in goes through `rotateSession`, which also ends the browser's old one. */
export async function createSession(
  deps: CoreDeps,
  options: NewSessionOptions,
): Promise<CreatedSession> {
  const { row, created } = newSession(deps, options);
  await deps.db.insert(sessions).values(row);
  return created;
}
