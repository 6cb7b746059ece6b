import { startStuckGenerationSweeper } from '@fanout/core/ai';
import { startAnalyticsSweeps } from '@fanout/core/analytics';
import type { CoreDeps } from '@fanout/core/deps';
import { startPublishingSweeper } from '@fanout/core/publishing';
import { startFeedSweeper } from '@fanout/core/rss';
import { startWebhookSweep } from '@fanout/core/webhooks';
import type { AppConfig } from './config';
import { startCreditSweep } from './credit-sweep';
import { startIdempotencySweep } from './idempotency-sweep';
import { startTokenRefreshSweep } from './token-refresh-sweep';

/**
 * Runs the background work of one process: the registered jobs, analytics' reads on their own
 * queue (ADR 0090), webhook deliveries on theirs (ADR 0094), and the periodic sweeps (publishing,
 * token refresh, stuck AI generations, credits, analytics' refresh schedule and thinning, webhook
 * deliveries without a job, feeds: ADR 0096, expired idempotency keys: ADR 0093), all on
 * `startPeriodicSweep`. The worker
 * always calls it; the server only without Redis (ADR 0015). Register the handlers first. The
 * returned function stops taking work and waits for running jobs.
 */
export function startJobProcessing(core: CoreDeps, config: AppConfig): () => Promise<void> {
  core.jobs.start();
  core.analyticsJobs.start();
  core.webhookJobs.start();
  // Its interval and grace come from core.config.publishing (PUBLISHING_SWEEP_* in the environment).
  const stopPublishingSweeper = startPublishingSweeper(core);
  const stopTokenSweep = startTokenRefreshSweep(core, config.tokenRefreshSweepMs);
  const stopStuckGenerationSweeper = startStuckGenerationSweeper(core);
  const stopCreditSweep = startCreditSweep(core, config);
  const stopAnalyticsSweeps = startAnalyticsSweeps(core);
  const stopWebhookSweep = startWebhookSweep(core);
  const stopFeedSweeper = startFeedSweeper(core);
  const stopIdempotencySweep = startIdempotencySweep(core);
  return async () => {
    await Promise.all([
      stopTokenSweep(),
      stopPublishingSweeper(),
      stopStuckGenerationSweeper(),
      stopCreditSweep(),
      stopAnalyticsSweeps(),
      stopWebhookSweep(),
      stopFeedSweeper(),
      stopIdempotencySweep(),
    ]);
    await Promise.all([core.jobs.stop(), core.analyticsJobs.stop(), core.webhookJobs.stop()]);
  };
}
