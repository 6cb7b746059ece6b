import { sql } from 'drizzle-orm';
import { AppError, WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { enqueueDelivery } from './deliver-webhook';
import { findOwnedEndpoint } from './owned-endpoint';
import { DELIVERY_COLUMNS, toWebhookDelivery, type DeliveryLogRow } from './to-webhook-delivery';

/**
 * "Send test event" (ADR 0094): a `webhook.test` event — a type of its own, so a receiver never
 * mistakes it for a real post or payment — delivered to this endpoint only, signed and logged as
 * any delivery. It queues behind the endpoint's waiting deliveries (their order is kept).
 */
export async function sendWebhookTestEvent(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<WebhookDelivery> {
  const endpoint = await findOwnedEndpoint(deps.db, actor, input.id);
  if (!endpoint.enabled) {
    throw new AppError('BAD_REQUEST', 'Turn the endpoint on before sending a test event');
  }
  const now = sql`${nowOf(deps).toISOString()}::timestamptz`;
  const data = JSON.stringify({ test: true, endpointId: endpoint.id });
  const [row] = await deps.db.execute<DeliveryLogRow>(sql`
    with event as (
      insert into webhook_events (id, user_id, type, data, created_at)
      values ('msg_' || replace(gen_random_uuid()::text, '-', ''), ${actor.userId},
        ${WEBHOOK_TEST_EVENT}, ${data}::jsonb, ${now})
      returning id, seq, type
    ), delivery as (
      insert into webhook_deliveries (endpoint_id, event_id, event_seq, user_id, next_attempt_at, created_at)
      select ${endpoint.id}, event.id, event.seq, ${actor.userId}, ${now}, ${now} from event
      returning *
    )
    select ${DELIVERY_COLUMNS} from delivery d join event ev on ev.id = d.event_id`);
  if (!row) throw new AppError('INTERNAL', 'The test event was not stored');
  await enqueueDelivery(deps, { id: row.id, attempts: 0 });
  return toWebhookDelivery(row);
}
