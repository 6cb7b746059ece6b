import { asc, eq } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import type { WebhookEndpoint } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { toWebhookEndpoint } from './owned-endpoint';

/** The actor's endpoints, oldest first (at most WEBHOOK_ENDPOINTS_PER_USER), without secrets. */
export async function listWebhookEndpoints(
  deps: CoreDeps,
  { actor }: ServiceOptions,
): Promise<WebhookEndpoint[]> {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, actor.userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toWebhookEndpoint);
}
