import { deliverWebhookJob } from '@fanout/jobs';
import type { CoreDeps } from '../deps';
import { deliverWebhook } from './deliver-webhook';

/**
 * Binds the delivery attempt to `deps.webhookJobs` (ADR 0094). Call once per process that runs or
 * enqueues deliveries, before `webhookJobs.start()`. A receiver's failure is recorded, never thrown;
 * the driver's tries cover our own failures.
 */
export function registerWebhookJobs(deps: CoreDeps): void {
  deps.webhookJobs.register(deliverWebhookJob, (payload) => deliverWebhook(deps, payload), {
    attempts: 3,
  });
}
