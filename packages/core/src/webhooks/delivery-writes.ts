import { sql } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import type { WebhookWireType } from './webhook-wire';

function at(time: Date) {
  return sql`${time.toISOString()}::timestamptz`;
}

/** A delivery taken for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  endpointId: string;
  userId: string;
  createdAt: Date;
  url: string;
  secretEnc: string;
  previousSecretEnc: string | null;
  previousSecretExpiresAt: Date | null;
  eventId: string;
  eventType: WebhookWireType;
  eventData: unknown;
  eventCreatedAt: Date;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  attempts: number;
  endpoint_id: string;
  user_id: string;
  created_at: string | Date;
  url: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: string | Date | null;
  event_id: string;
  event_type: WebhookWireType;
  event_data: unknown;
  event_created_at: string | Date;
}

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Takes a delivery for one attempt (ADR 0094), in one conditional UPDATE: it is unfinished and due,
 * no other run holds it (`lease_until`), its endpoint is enabled, and it is its endpoint's oldest
 * unfinished delivery — an endpoint's deliveries go out one at a time in event order, so a backlog
 * after an outage arrives oldest first. Null: not now (another run, not due, or waiting its turn).
 */
export async function claimDelivery(
  db: Executor,
  deliveryId: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  const rows = await db.execute<ClaimedRow>(sql`
    update webhook_deliveries d set lease_until = ${at(new Date(now.getTime() + leaseMs))}
    from webhook_endpoints e, webhook_events ev
    where d.id = ${deliveryId} and e.id = d.endpoint_id and ev.id = d.event_id and e.enabled
      and d.status in ('pending', 'retrying') and d.next_attempt_at <= ${at(now)}
      and (d.lease_until is null or d.lease_until < ${at(now)})
      and not exists (select 1 from webhook_deliveries o where o.endpoint_id = d.endpoint_id
        and o.status in ('pending', 'retrying') and o.event_seq < d.event_seq)
    returning d.id, d.attempts, d.endpoint_id, d.user_id, d.created_at, e.url, e.secret_enc,
      e.previous_secret_enc, e.previous_secret_expires_at, ev.id as event_id, ev.type as event_type,
      ev.data as event_data, ev.created_at as event_created_at`);
  const [row] = rows;
  if (!row) return null;
  return {
    id: row.id,
    attempts: row.attempts,
    endpointId: row.endpoint_id,
    userId: row.user_id,
    createdAt: date(row.created_at),
    url: row.url,
    secretEnc: row.secret_enc,
    previousSecretEnc: row.previous_secret_enc,
    previousSecretExpiresAt: row.previous_secret_expires_at
      ? date(row.previous_secret_expires_at)
      : null,
    eventId: row.event_id,
    eventType: row.event_type,
    eventData: row.event_data,
    eventCreatedAt: date(row.event_created_at),
  };
}

/**
 * The next delivery of an endpoint that may go now: its oldest unfinished one, when due and not
 * held. Null when none (or it waits for its retry).
 */
export async function nextDueOfEndpoint(
  db: Executor,
  endpointId: string,
  now: Date,
): Promise<{ id: string; attempts: number } | null> {
  const rows = await db.execute<{ id: string; attempts: number }>(sql`
    select h.id, h.attempts from (
      select d.id, d.attempts, d.next_attempt_at, d.lease_until from webhook_deliveries d
      where d.endpoint_id = ${endpointId} and d.status in ('pending', 'retrying')
      order by d.event_seq limit 1) h
    join webhook_endpoints e on e.id = ${endpointId} and e.enabled
    where h.next_attempt_at <= ${at(now)} and (h.lease_until is null or h.lease_until < ${at(now)})`);
  return rows[0] ?? null;
}

/**
 * Each enabled endpoint's next delivery that is due and not held (the sweep's look), at most
 * `limit`: one row per endpoint, found through the partial index of unfinished deliveries.
 */
export async function dueHeads(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string; attempts: number }[]> {
  const rows = await db.execute<{ id: string; attempts: number }>(sql`
    select h.id, h.attempts from webhook_endpoints e
    cross join lateral (
      select d.id, d.attempts, d.next_attempt_at, d.lease_until from webhook_deliveries d
      where d.endpoint_id = e.id and d.status in ('pending', 'retrying')
      order by d.event_seq limit 1) h
    where e.enabled and h.next_attempt_at <= ${at(now)}
      and (h.lease_until is null or h.lease_until < ${at(now)})
    limit ${limit}`);
  return [...rows];
}
