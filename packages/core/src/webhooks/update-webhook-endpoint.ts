import { and, eq } from 'drizzle-orm';
import { webhookEndpoints } from '@fanout/db/schema';
import { AppError, type UpdateWebhookEndpointInput, type WebhookEndpoint } from '@fanout/shared';
import type { ClientAddress, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { auditEndpointChange } from './audit-endpoint-change';
import { ENDPOINT_NOT_FOUND, findOwnedEndpoint, toWebhookEndpoint } from './owned-endpoint';
import { assertWebhookUrlAllowed } from './webhook-address';
import { webhookSettings } from './webhook-settings';

/**
 * Changes an endpoint's URL (checked again), events, description, or turns it on or off. Turning
 * it on clears the failing streak and the reason it was turned off; its waiting deliveries go on
 * (the sweep finds them). Turning it off keeps them waiting.
 */
export async function updateWebhookEndpoint(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<UpdateWebhookEndpointInput> & { client?: ClientAddress | undefined },
): Promise<WebhookEndpoint> {
  const current = await findOwnedEndpoint(deps.db, actor, input.id);
  if (input.url !== undefined && input.url !== current.url) {
    const settings = webhookSettings(deps);
    await assertWebhookUrlAllowed(input.url, {
      allowPrivate: settings.allowPrivateAddresses,
      ...(deps.webhookResolver ? { resolve: deps.webhookResolver } : {}),
    });
  }
  const now = nowOf(deps);
  const switched =
    input.enabled === undefined || input.enabled === current.enabled
      ? {}
      : input.enabled
        ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
        : { enabled: false, disabledReason: 'manual' as const, disabledAt: now };
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...switched,
        updatedAt: now,
      })
      .where(and(eq(webhookEndpoints.id, current.id), eq(webhookEndpoints.userId, actor.userId)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
    await auditEndpointChange(tx, {
      actorId: actor.userId,
      action: 'webhook_endpoint.updated',
      endpoint: updated,
      before: { url: current.url, events: current.events, enabled: current.enabled },
      after: { url: updated.url, events: updated.events, enabled: updated.enabled },
      client,
    });
    return updated;
  });
  return toWebhookEndpoint(row);
}
