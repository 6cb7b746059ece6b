import { sql } from 'drizzle-orm';
import { registerAiJobs } from '@fanout/core/ai';
import { registerAnalyticsJobs } from '@fanout/core/analytics';
import { registerWebhookJobs } from '@fanout/core/webhooks';
import { registerPublishingJobs } from '@fanout/core/publishing';
import { createDatabase } from '@fanout/db/client';
import {
  createCoreDeps,
  createLogger,
  createLogDestination,
  loadConfig,
  loadDotEnvFile,
  startJobProcessing,
  startProcessMetrics,
  startupFailureMessage,
  jobQueues,
} from '@fanout/runtime';
import { requireWorkerSettings } from './worker-settings';

// Below compose's stop_grace_period (30 s): a job still running then is re-run by another worker
// once its lock expires.
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * The background worker (ADR 0015): runs the jobs queued in Redis (analytics' reads on their own
 * queue, ADR 0090), the publishing sweeper, the token refresh sweep and the analytics sweeps, with
 * the same CoreDeps and handlers as the server.
 */
async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const { databaseUrl } = requireWorkerSettings(config);
  const logger = createLogger({
    level: config.logLevel,
    stream: createLogDestination(config),
  }).child({ process: 'worker' });
  const { db, close } = createDatabase({ url: databaseUrl });
  // Fail at start-up, with a message, rather than on the first job.
  await db.execute(sql`SELECT 1`);

  const processMetrics = startProcessMetrics(config, logger);
  const core = createCoreDeps({ config, db, logger, observe: processMetrics.metrics?.observer });
  registerPublishingJobs(core);
  registerAiJobs(core);
  registerAnalyticsJobs(core);
  registerWebhookJobs(core);
  const stopJobProcessing = startJobProcessing(core, config);
  // The worker has no HTTP server of its own: its metrics get a small listener (ADR 0072).
  const metricsListener = await processMetrics.serve(jobQueues(core));
  logger.info(
    {
      concurrency: config.jobs.concurrency,
      analyticsConcurrency: config.analytics.concurrency,
      keyPrefix: config.jobs.keyPrefix,
      platformMode: config.platforms.mode,
    },
    'worker ready: running jobs',
  );

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'worker stopping: no new jobs, waiting for running ones');
    const timer = setTimeout(() => {
      logger.error('worker shutdown timed out; exiting with jobs still running');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await stopJobProcessing();
      await metricsListener?.close();
      await close();
      logger.info('worker stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'worker shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Start-up failures (missing settings, database unreachable) end the process with a clear message.
  console.error(startupFailureMessage(error));
  process.exit(1);
});
