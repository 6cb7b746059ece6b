import { asc, eq } from 'drizzle-orm';
import { apiKeys } from '@fanout/db/schema';
import { API_KEYS_PER_USER_MAX, PERMISSIONS, type ApiKey } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toApiKey } from './api-key-view';

/** An administrator reads any user's keys (never a secret: only the hash is stored anyway). */
export async function listUserApiKeys(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ userId: string }>,
): Promise<ApiKey[]> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, input.userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
    .limit(API_KEYS_PER_USER_MAX);
  return rows.map(toApiKey);
}
