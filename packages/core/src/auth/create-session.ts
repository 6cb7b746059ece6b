import { sessions } from '@fanout/db/schema';
import { nowOf, type CoreDeps } from '../deps';
import { generateSessionToken, hashSecret } from './session-token';

export interface CreatedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/** Starts a new session (always a new id, so a fixed pre-login id is never reused). */
export async function createSession(
  deps: CoreDeps,
  options: { userId: string; userAgent?: string | undefined; ipAddress?: string | undefined },
): Promise<CreatedSession> {
  const now = nowOf(deps);
  const { id, secret, token } = generateSessionToken();
  const absoluteExpiresAt = new Date(now.getTime() + deps.config.session.absoluteLifetimeMs);
  const idleExpiresAt = new Date(now.getTime() + deps.config.session.idleTimeoutMs);
  const expiresAt = idleExpiresAt < absoluteExpiresAt ? idleExpiresAt : absoluteExpiresAt;
  await deps.db.insert(sessions).values({
    id,
    secretHash: hashSecret(secret),
    userId: options.userId,
    createdAt: now,
    expiresAt,
    absoluteExpiresAt,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    ipAddress: options.ipAddress ?? null,
  });
  return { token, sessionId: id, expiresAt };
}
