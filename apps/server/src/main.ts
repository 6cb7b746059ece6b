import { sql } from 'drizzle-orm';
import { registerAiJobs } from '@fanout/core/ai';
import { registerAnalyticsJobs } from '@fanout/core/analytics';
import { registerWebhookJobs } from '@fanout/core/webhooks';
import { issueSetupTokenIfNoAdmin } from '@fanout/core/auth';
import { registerPublishingJobs } from '@fanout/core/publishing';
import { createDatabase } from '@fanout/db/client';
import {
  createCoreDeps,
  createLogger,
  createLogDestination,
  loadConfig,
  loadDotEnvFile,
  startDatabase,
  startJobProcessing,
  startProcessMetrics,
  startupFailureMessage,
  jobQueues,
} from '@fanout/runtime';
import { buildApp } from './app';
import { createNotificationFeed } from './notifications/notification-feed';

const SHUTDOWN_TIMEOUT_MS = 15_000;

// A start that fails after the embedded PostgreSQL came up stops it: exiting alone would leave it
// running on the data folder and its port.
let stopDatabaseOnFailure: () => Promise<void> = async () => undefined;

async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const logStream = createLogDestination(config);
  const logger = createLogger({ level: config.logLevel, stream: logStream });
  const database = await startDatabase(config, logger);
  stopDatabaseOnFailure = database.stop;
  const { db, close } = createDatabase({ url: database.url });

  const processMetrics = startProcessMetrics(config, logger);
  const { metrics } = processMetrics;
  const core = createCoreDeps({ config, db, logger, observe: metrics?.observer });
  // Registered in every process that enqueues: the registry takes each job's tries from it.
  registerPublishingJobs(core);
  registerAiJobs(core);
  registerAnalyticsJobs(core);
  registerWebhookJobs(core);
  const notificationFeed = await createNotificationFeed(database.url, logger);
  const app = await buildApp(
    {
      config,
      core,
      notificationFeed,
      ...(metrics ? { metrics } : {}),
      checkDatabase: async () => {
        await db.execute(sql`SELECT 1`);
      },
    },
    logStream ? { logStream } : {},
  );

  // With Redis the worker processes run jobs and sweeps; this process only enqueues (ADR 0015).
  const stopJobProcessing = config.jobs.redisUrl
    ? async () => {
        await Promise.all([core.jobs.stop(), core.analyticsJobs.stop(), core.webhookJobs.stop()]);
      }
    : startJobProcessing(core, config);
  const metricsListener = await processMetrics.serve(jobQueues(core));
  logger.info(
    {
      platformMode: config.platforms.mode,
      jobs: config.jobs.redisUrl ? 'redis (run by worker processes)' : 'in-process',
    },
    'services ready',
  );

  // While shutting down every answer closes its connection: a keep-alive connection busy when the
  // close began would otherwise stay open after its answer (Fastify: 72 s), hold the close up to
  // its timeout and end the process with 1 (ADR 0038). The client is told, so it never reuses it.
  let shuttingDown = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (shuttingDown) void reply.header('connection', 'close');
    return payload;
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await metricsListener?.close();
      await notificationFeed.close();
      await stopJobProcessing();
      await close();
      await database.stop();
      logger.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Fanout is running at ${config.publicUrl}`);
  // Nobody becomes admin by being first (ADR 0028): the operator, who reads this log, gets the link.
  const setupLink = await issueSetupTokenIfNoAdmin(core);
  if (setupLink) {
    logger.warn(
      `No administrator yet: sign up, verify your email, then open ${setupLink} (valid once; or run \`pnpm admin:grant <email>\`)`,
    );
  }
}

main().catch(async (error: unknown) => {
  // Start-up failures (bad environment, database unreachable) end the process with a clear message.
  console.error(startupFailureMessage(error));
  await stopDatabaseOnFailure().catch(() => undefined);
  process.exit(1);
});
