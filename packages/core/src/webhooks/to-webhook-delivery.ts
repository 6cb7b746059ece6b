import { sql } from 'drizzle-orm';
import type { WebhookDelivery } from '@fanout/shared';
import type { WebhookWireType } from './webhook-wire';

/** The columns of a delivery as the log shows it (with its event's id and type). */
export const DELIVERY_COLUMNS = sql.raw(`d.id, d.endpoint_id, d.event_id, ev.type as event_type,
  d.status, d.attempts, d.last_status_code, d.last_latency_ms, d.last_response,
  d.last_attempt_at, d.next_attempt_at, d.created_at`);

export interface DeliveryLogRow extends Record<string, unknown> {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookWireType;
  status: WebhookDelivery['status'];
  attempts: number;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_response: string | null;
  last_attempt_at: string | Date | null;
  next_attempt_at: string | Date | null;
  created_at: string | Date;
}

const iso = (value: string | Date | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function toWebhookDelivery(row: DeliveryLogRow): WebhookDelivery {
  const finished = row.status === 'succeeded' || row.status === 'failed';
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastLatencyMs: row.last_latency_ms,
    lastResponse: row.last_response,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: finished ? null : iso(row.next_attempt_at),
    createdAt: iso(row.created_at) ?? '',
  };
}
