import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { auditEndpointChange } from './audit-endpoint-change';
import { ENDPOINT_NOT_FOUND } from './owned-endpoint';

/** Deletes an endpoint with its deliveries (a job left for one finds nothing to send). */
export async function deleteWebhookEndpoint(
  deps: CoreDeps,
  { actor, input, client }: ServiceOptions<{ id: string }> & { client?: ClientAddress | undefined },
): Promise<{ deleted: true }> {
  return deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.userId, actor.userId)))
      .returning();
    if (!deleted) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
    await auditEndpointChange(tx, {
      actorId: actor.userId,
      action: 'webhook_endpoint.deleted',
      endpoint: deleted,
      before: { url: deleted.url, events: deleted.events, enabled: deleted.enabled },
      client,
    });
    return { deleted: true as const };
  });
}
