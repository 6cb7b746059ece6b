import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { ENDPOINT_NOT_FOUND } from './owned-endpoint';

/** Deletes an endpoint with its deliveries (a job left for one finds nothing to send). */
export async function deleteWebhookEndpoint(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<{ deleted: true }> {
  const deleted = await deps.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, input.id), eq(webhookEndpoints.userId, actor.userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return { deleted: true };
}
