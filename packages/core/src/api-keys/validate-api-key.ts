import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeys, users, type UserRow } from '@fanout/db/schema';
import type { ApiKeyScope } from '@fanout/shared';
import { secretMatches } from '../auth/session-token';
import { nowOf, preparedQuery, type CoreDeps } from '../deps';
import { parseApiKeyToken } from './api-key-token';

export interface ValidApiKey {
  key: { id: string; name: string; scopes: ApiKeyScope[]; agentsMayPublish: boolean };
  user: UserRow;
}

/** `last_used_at` is written at most this often per key. */
export const LAST_USED_PRECISION_MS = 60_000;

/** The key and its owner in one indexed read, on every request that carries a key. */
const keyQuery = preparedQuery((db, _shape: 'by-id') =>
  db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.id, sql.placeholder('id')))
    .limit(1)
    .prepare('api_key_by_id'),
);

/**
 * Checks a bearer key (ADR 0092): the id finds the row, the secret's SHA-256 must match in
 * constant time; an expired key, a revoked one (its row is gone) or a suspended owner is refused.
 * No cache: a revoke is seen by the next request. `last_used_at` moves at most once a minute.
 */
export async function validateApiKey(deps: CoreDeps, key: string): Promise<ValidApiKey | null> {
  const parsed = parseApiKeyToken(key);
  if (!parsed) return null;
  const rows = await keyQuery(deps.db, 'by-id').execute({ id: parsed.id });
  const row = rows[0];
  if (!row || !secretMatches(parsed.secret, row.key.secretHash)) return null;
  if (row.user.suspendedAt) return null;
  const now = nowOf(deps);
  if (row.key.expiresAt && row.key.expiresAt <= now) return null;
  const lastUsed = row.key.lastUsedAt;
  if (!lastUsed || now.getTime() - lastUsed.getTime() >= LAST_USED_PRECISION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    // Conditional, so parallel requests of one key write it once.
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.key.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
        ),
      );
  }
  return {
    key: {
      id: row.key.id,
      name: row.key.name,
      scopes: row.key.scopes as ApiKeyScope[],
      agentsMayPublish: row.key.agentsMayPublish,
    },
    user: row.user,
  };
}
