import { sql } from 'drizzle-orm';
import { AppError, type WebhookDelivery } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { enqueueDelivery } from './deliver-webhook';
import { DELIVERY_COLUMNS, toWebhookDelivery, type DeliveryLogRow } from './to-webhook-delivery';

export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

/**
 * Sends a delivery again now (ADR 0094): the same event id, body and type, a new attempt (its
 * retries follow the schedule while the event is within the retry window). Any delivery may be
 * replayed, succeeded or failed; one being sent right now is a 409. Its endpoint must be on.
 * Another user's delivery is a 404.
 */
export async function replayWebhookDelivery(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<WebhookDelivery> {
  const now = sql`${nowOf(deps).toISOString()}::timestamptz`;
  const [found] = await deps.db.execute<{ enabled: boolean; sending: boolean }>(sql`
    select e.enabled, (d.lease_until is not null and d.lease_until >= ${now}) as sending
    from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where d.id = ${input.id} and d.user_id = ${actor.userId}`);
  if (!found) throw new AppError('NOT_FOUND', DELIVERY_NOT_FOUND);
  if (!found.enabled) {
    throw new AppError('BAD_REQUEST', 'Turn the endpoint on before replaying its deliveries');
  }
  if (found.sending) throw new AppError('CONFLICT', 'This delivery is being sent right now');
  const [row] = await deps.db.execute<DeliveryLogRow>(sql`
    with replayed as (
      update webhook_deliveries set status = 'pending', next_attempt_at = ${now}
      where id = ${input.id} and user_id = ${actor.userId}
        and (lease_until is null or lease_until < ${now})
      returning *
    )
    select ${DELIVERY_COLUMNS} from replayed d join webhook_events ev on ev.id = d.event_id`);
  if (!row) throw new AppError('CONFLICT', 'This delivery is being sent right now');
  await enqueueDelivery(deps, { id: row.id, attempts: row.attempts });
  return toWebhookDelivery(row);
}
