import { sql } from 'drizzle-orm';
import type { WebhookDeliveriesInput, WebhookDeliveriesPage } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { decodeCursor, encodeCursor } from '../pagination';
import { findOwnedEndpoint } from './owned-endpoint';
import { DELIVERY_COLUMNS, toWebhookDelivery, type DeliveryLogRow } from './to-webhook-delivery';

/**
 * An endpoint's delivery log, newest first, `limit` per page after `cursor` (keyset over
 * (created_at, id), the log index): status, attempts, the last answer's status, latency and excerpt,
 * the next attempt's time. Another user's endpoint is a 404.
 */
export async function listWebhookDeliveries(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<WebhookDeliveriesInput>,
): Promise<WebhookDeliveriesPage> {
  const endpoint = await findOwnedEndpoint(deps.db, actor, input.id);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const after = cursor
    ? sql`and (d.created_at, d.id) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = [
    ...(await deps.db.execute<DeliveryLogRow>(sql`
    select ${DELIVERY_COLUMNS} from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
    where d.endpoint_id = ${endpoint.id} ${after}
    order by d.created_at desc, d.id desc limit ${input.limit + 1}`)),
  ];
  const page = rows.slice(0, input.limit).map(toWebhookDelivery);
  const last = page.at(-1);
  return {
    deliveries: page,
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ at: new Date(last.createdAt), id: last.id })
        : null,
  };
}
