import type { ApiKeyRow } from '@fanout/db/schema';
import type { ApiKey, ApiKeyScope } from '@fanout/shared';
import { apiKeyPrefixOf } from './api-key-token';

/** A key row as the API shows it: never its secret or hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: apiKeyPrefixOf(row.id),
    scopes: row.scopes as ApiKeyScope[],
    agentsMayPublish: row.agentsMayPublish,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
