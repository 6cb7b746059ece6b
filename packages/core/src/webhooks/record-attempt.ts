import { sql } from 'drizzle-orm';
import { addNotification } from '../notifications/add-notification';
import type { Transaction } from '@fanout/db/client';
import type { SendResult } from './send-webhook';
import type { ClaimedDelivery } from './delivery-writes';
import type { WebhookSettings } from './webhook-settings';
import { retryWaitMs } from './delivery-schedule';

function at(time: Date) {
  return sql`${time.toISOString()}::timestamptz`;
}

export interface AttemptOutcome {
  status: 'succeeded' | 'retrying' | 'failed';
  attempts: number;
  nextAttemptAt: Date | null;
  /** The endpoint was switched off by this attempt (5 days of failures). */
  disabled: boolean;
}

/**
 * Writes how an attempt went (ADR 0094), in one transaction: the delivery (succeeded; retrying at
 * its next time; or failed once its event is older than the retry window), and the endpoint's
 * failing streak — cleared by a success, started by a failure, and when it has lasted
 * `disableAfterMs` the endpoint is switched off and its owner told.
 */
export async function recordAttempt(
  tx: Transaction,
  delivery: ClaimedDelivery,
  result: SendResult,
  now: Date,
  settings: WebhookSettings,
): Promise<AttemptOutcome> {
  const attempts = delivery.attempts + 1;
  const expired = now.getTime() - delivery.createdAt.getTime() >= settings.retryWindowMs;
  const status = result.ok ? 'succeeded' : expired ? 'failed' : 'retrying';
  const nextAttemptAt =
    status === 'retrying' ? new Date(now.getTime() + retryWaitMs(attempts, settings)) : null;
  // The endpoint's row first, then its delivery's: the order a deletion of the endpoint takes
  // (its row, then its deliveries by the cascade), so the two wait for each other, never deadlock.
  await tx.execute(
    sql`select 1 from webhook_endpoints where id = ${delivery.endpointId} for update`,
  );
  await tx.execute(sql`
    update webhook_deliveries set status = ${status}, attempts = ${attempts},
      next_attempt_at = ${nextAttemptAt ? at(nextAttemptAt) : sql`null`}, lease_until = null,
      last_status_code = ${result.statusCode}, last_latency_ms = ${result.latencyMs},
      last_response = ${result.excerpt}, last_attempt_at = ${at(now)}
    where id = ${delivery.id}`);
  if (result.ok) {
    await tx.execute(sql`update webhook_endpoints set failing_since = null
      where id = ${delivery.endpointId} and failing_since is not null`);
    return { status, attempts, nextAttemptAt, disabled: false };
  }
  const disableBefore = new Date(now.getTime() - settings.disableAfterMs);
  const [streak] = await tx.execute<{ disabled: boolean; url: string }>(sql`
    update webhook_endpoints set
      failing_since = coalesce(failing_since, ${at(now)}),
      enabled = case when failing_since <= ${at(disableBefore)} then false else enabled end,
      disabled_reason = case when failing_since <= ${at(disableBefore)} then 'failing' else disabled_reason end,
      disabled_at = case when failing_since <= ${at(disableBefore)} then ${at(now)} else disabled_at end,
      updated_at = ${at(now)}
    where id = ${delivery.endpointId}
    returning (not enabled and disabled_reason = 'failing' and disabled_at = ${at(now)}) as disabled, url`);
  const disabled = streak?.disabled === true;
  if (disabled) {
    await addNotification(tx, {
      userId: delivery.userId,
      kind: 'webhook_endpoint_disabled',
      title: 'A webhook endpoint was turned off',
      body: `Every delivery to ${streak.url} has failed for ${Math.round(settings.disableAfterMs / 86_400_000)} days, so it was turned off. Fix the receiver, then turn the endpoint on again under Developer settings.`,
    });
  }
  return { status, attempts, nextAttemptAt, disabled };
}
