import { count, eq, sql } from 'drizzle-orm';
import { apiKeys } from '@fanout/db/schema';
import {
  ADMIN_API_KEY_SCOPE,
  API_KEYS_PER_USER_MAX,
  AppError,
  type CreateApiKeyValues,
  type CreatedApiKey,
} from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashSecret } from '../auth/session-token';
import { nowOf, type CoreDeps } from '../deps';
import { generateApiKeyToken } from './api-key-token';
import { toApiKey } from './api-key-view';

/**
 * A user makes a key (ADR 0092). The whole key is in this answer only: its secret is stored as
 * SHA-256, like a session's. Only an administrator may grant `admin`; a user holds at most
 * `API_KEYS_PER_USER_MAX` keys (counted under a lock on the user's row, so parallel creates
 * cannot pass it together).
 */
export async function createApiKey(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<CreateApiKeyValues> & { client?: ClientAddress | undefined },
): Promise<CreatedApiKey> {
  if (input.scopes.includes(ADMIN_API_KEY_SCOPE) && !actor.isAdmin) {
    throw new AppError('FORBIDDEN', 'Only an administrator may create a key with the admin scope');
  }
  if (input.expiresAt && input.expiresAt <= nowOf(deps)) {
    throw new AppError('BAD_REQUEST', 'expiresAt must be in the future');
  }
  const token = generateApiKeyToken();
  return deps.db.transaction(async (tx) => {
    // The per-user bound holds under concurrency: creates of one user queue on this lock.
    await tx.execute(sql`select 1 from users where id = ${actor.userId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(eq(apiKeys.userId, actor.userId));
    if ((held?.n ?? 0) >= API_KEYS_PER_USER_MAX) {
      throw new AppError(
        'CONFLICT',
        `You already hold ${API_KEYS_PER_USER_MAX} API keys, the most allowed: revoke one first`,
      );
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: token.id,
        secretHash: hashSecret(token.secret),
        userId: actor.userId,
        name: input.name,
        scopes: input.scopes,
        agentsMayPublish: input.agentsMayPublish,
        expiresAt: input.expiresAt ?? null,
        createdAt: nowOf(deps),
      })
      .returning();
    if (!row) throw new Error('api key insert returned no row');
    await recordAuditEvent(tx, {
      actorId: actor.userId,
      action: 'api_key.created',
      target: { type: 'api_key', id: row.id },
      after: {
        name: row.name,
        scopes: row.scopes,
        agentsMayPublish: row.agentsMayPublish,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      },
      summary: `API key "${row.name}" created`,
      ip: client?.ip ?? null,
    });
    return { ...toApiKey(row), key: token.key };
  });
}
