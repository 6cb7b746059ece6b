import { and, eq } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import { webhookEndpoints, type WebhookEndpointRow } from '@fanout/db/schema';
import { AppError, type WebhookEndpoint, type WebhookEventType } from '@fanout/shared';
import type { Actor } from '../access';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

/** The actor's endpoint or a 404: another user's endpoint looks missing. */
export async function findOwnedEndpoint(
  db: Executor,
  actor: Actor,
  id: string,
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return row;
}

/** The API's view of an endpoint: never its secrets. */
export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
