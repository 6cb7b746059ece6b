import { asc, eq } from 'drizzle-orm';
import { apiKeys } from '@fanout/db/schema';
import { API_KEYS_PER_USER_MAX, type ApiKey } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toApiKey } from './api-key-view';

/** The caller's own keys, oldest first (at most `API_KEYS_PER_USER_MAX`: one page holds them all). */
export async function listApiKeys(
  deps: CoreDeps,
  { actor }: ServiceOptions<never, { userId: string }>,
): Promise<ApiKey[]> {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, actor.userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
    .limit(API_KEYS_PER_USER_MAX);
  return rows.map(toApiKey);
}
