import { Webhook } from 'standardwebhooks';
import { nowOf, type CoreDeps } from '../deps';
import { deliverWebhookJob } from '@fanout/jobs';
import { claimDelivery, nextDueOfEndpoint, type ClaimedDelivery } from './delivery-writes';
import { webhookJobId } from './delivery-schedule';
import { recordAttempt } from './record-attempt';
import { sendWebhook } from './send-webhook';
import { webhookSecretContext } from './webhook-secret';
import { webhookSettings } from './webhook-settings';

/**
 * The Standard Webhooks body (`{type, timestamp, data}`, the event's own time) and its signature
 * header: one `v1,<base64>` per valid secret, space-separated — during a rotation's overlap the
 * previous secret signs too, so a receiver still on it accepts the delivery.
 */
export function signDelivery(
  deps: Pick<CoreDeps, 'vault'>,
  delivery: ClaimedDelivery,
  sentAt: Date,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.eventCreatedAt.toISOString(),
    data: delivery.eventData,
  });
  const secrets = [
    deps.vault.decrypt(delivery.secretEnc, webhookSecretContext.current(delivery.endpointId)),
  ];
  if (
    delivery.previousSecretEnc &&
    delivery.previousSecretExpiresAt &&
    delivery.previousSecretExpiresAt > sentAt
  ) {
    secrets.push(
      deps.vault.decrypt(
        delivery.previousSecretEnc,
        webhookSecretContext.previous(delivery.endpointId),
      ),
    );
  }
  const signature = secrets
    .map((secret) => new Webhook(secret).sign(delivery.eventId, sentAt, body))
    .join(' ');
  return {
    body,
    headers: {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}

/** Puts a delivery's attempt on the webhooks queue, at `runAt` (now when absent). */
export function enqueueDelivery(
  deps: Pick<CoreDeps, 'webhookJobs'>,
  delivery: { id: string; attempts: number },
  runAt?: Date,
): Promise<void> {
  return deps.webhookJobs.enqueue(
    deliverWebhookJob,
    { deliveryId: delivery.id },
    { jobId: webhookJobId(delivery.id, delivery.attempts), ...(runAt ? { runAt } : {}) },
  );
}

/**
 * One attempt of one delivery (the `webhooks.deliver` job, ADR 0094): claimed (or nothing to do),
 * signed, sent to the checked address, recorded; then the endpoint's next delivery is queued
 * (its backlog drains oldest first) or this one's retry at its time. A receiver's refusal is the
 * delivery's outcome, never the job's failure; the job fails only on our own errors (the database),
 * and the sweep brings such a delivery back once its lease ends.
 */
export async function deliverWebhook(
  deps: CoreDeps,
  payload: { deliveryId: string },
): Promise<void> {
  const settings = webhookSettings(deps);
  const now = nowOf(deps);
  const delivery = await claimDelivery(deps.db, payload.deliveryId, now, settings.leaseMs);
  if (!delivery) return;
  const sentAt = nowOf(deps);
  const { body, headers } = signDelivery(deps, delivery, sentAt);
  const result = await sendWebhook({
    url: delivery.url,
    headers,
    body,
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivateAddresses,
    ...(deps.webhookResolver ? { resolve: deps.webhookResolver } : {}),
  });
  const finishedAt = nowOf(deps);
  const outcome = await deps.db.transaction((tx) =>
    recordAttempt(tx, delivery, result, finishedAt, settings),
  );
  if (outcome.status === 'retrying' && outcome.nextAttemptAt) {
    await enqueueDelivery(
      deps,
      { id: delivery.id, attempts: outcome.attempts },
      outcome.nextAttemptAt,
    );
    return;
  }
  const next = await nextDueOfEndpoint(deps.db, delivery.endpointId, finishedAt);
  if (next) await enqueueDelivery(deps, next);
}
