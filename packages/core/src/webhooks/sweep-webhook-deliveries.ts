import { startPeriodicSweep } from '@fanout/jobs';
import { nowOf, observerOf, type CoreDeps } from '../deps';
import { enqueueDelivery } from './deliver-webhook';
import { dueHeads } from './delivery-writes';
import { webhookJobId } from './delivery-schedule';
import { webhookSettings } from './webhook-settings';

/**
 * The outbox's relay and the deliveries' safety net (ADR 0094): each enabled endpoint's next due
 * delivery that has no job waiting or running gets one — a delivery opened by an event's
 * transaction, one whose job was lost (Redis flushed, a crash mid-send once its lease ended), one
 * due after a restart. Enqueueing is idempotent per attempt and the claim is conditional, so a
 * delivery that already has a job is never sent twice by this.
 */
export async function sweepWebhookDeliveries(deps: CoreDeps): Promise<{ queued: number }> {
  const settings = webhookSettings(deps);
  const heads = await dueHeads(deps.db, nowOf(deps), settings.sweepBatch);
  if (heads.length === 0) return { queued: 0 };
  const pending = await deps.webhookJobs.pending(
    heads.map((head) => webhookJobId(head.id, head.attempts)),
  );
  const missing = heads.filter((_, index) => !pending[index]);
  for (const head of missing) await enqueueDelivery(deps, head);
  return { queued: missing.length };
}

/** Starts the sweep; returns the function that stops it (awaiting a sweep in progress). */
export function startWebhookSweep(deps: CoreDeps): () => Promise<void> {
  const settings = webhookSettings(deps);
  return startPeriodicSweep(deps.logger, {
    name: 'webhook deliveries sweep',
    intervalMs: settings.sweepIntervalMs,
    sweep: () => sweepWebhookDeliveries(deps),
    onCounts: (name, counts) => observerOf(deps).sweepActions(name, counts),
  });
}
