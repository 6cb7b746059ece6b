import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@fanout/db/client';
import type { WebhookEventType } from '@fanout/shared';

/**
 * The transactional outbox of outgoing webhooks (ADR 0094). An event is written by the statement
 * (or in the transaction) that makes the change it tells of, so it exists exactly when the change
 * committed; deliveries are opened beside it, one per enabled endpoint of the owner taking the
 * type, and the sweep (sweep-webhook-deliveries.ts) hands them to the queue.
 *
 * `rows` is a query of (user_id, type, data, dedup_key): nothing is written for a user without an
 * enabled endpoint taking the type — a cheap look at a few rows of `webhook_endpoints` by user —
 * and nothing twice for one `dedup_key` (the cause recorded again). The CTEs are named
 * `<name>_events` and `<name>_deliveries`, so a caller can put them beside its own in one statement.
 */
export function webhookOutboxCtes(name: string, rows: SQL): SQL {
  const events = sql.raw(`${name}_events`);
  const deliveries = sql.raw(`${name}_deliveries`);
  return sql`${events} as (
    insert into webhook_events (id, user_id, type, data, dedup_key)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), r.user_id, r.type, r.data, r.dedup_key
    from (${rows}) as r(user_id, type, data, dedup_key)
    where exists (select 1 from webhook_endpoints w
      where w.user_id = r.user_id and w.enabled and r.type = any(w.events))
    on conflict (dedup_key) do nothing
    returning id, seq, user_id, type
  ), ${deliveries} as (
    insert into webhook_deliveries (endpoint_id, event_id, event_seq, user_id, next_attempt_at)
    select w.id, e.id, e.seq, e.user_id, now()
    from ${events} e join webhook_endpoints w
      on w.user_id = e.user_id and w.enabled and e.type = any(w.events)
    on conflict (event_id, endpoint_id) do nothing
  )`;
}

export interface WebhookEventInput {
  userId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** One event per cause: the same key never writes a second event. */
  dedupKey: string;
}

/** Writes one event (and its deliveries) in the caller's transaction; one statement. */
export async function emitWebhookEvent(
  executor: Pick<Executor, 'execute'>,
  event: WebhookEventInput,
): Promise<void> {
  await executor.execute(
    sql`with ${webhookOutboxCtes(
      'emitted',
      sql`select ${event.userId}::uuid, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb, ${event.dedupKey}::text`,
    )} select 1`,
  );
}
