import type { Logger } from '@fanout/core/deps';
import {
  createBullMqDriver,
  createInProcessDriver,
  createJobRegistry,
  type JobEvents,
  type JobRegistry,
} from '@fanout/jobs';
import type { AppConfig } from './config';

/** Driver reports as log lines: a failure that will be retried is a warning, the last one an error. */
function loggedEvents(logger: Logger): Required<JobEvents> {
  return {
    onError: (error, job) =>
      logger[job.final ? 'error' : 'warn'](
        { err: error, job },
        job.final ? 'job failed for good' : 'job failed; will retry',
      ),
    onSkipped: (job) => logger.info({ job }, 'job is running; enqueue ignored'),
  };
}

/** The BullMQ queue analytics' reads wait in, apart from publishing's (ADR 0090). */
export const ANALYTICS_QUEUE = 'analytics';

/**
 * The job registry on BullMQ when REDIS_URL is set (jobs outlive the process and run in worker
 * processes), on the in-process driver otherwise (ADR 0013, ADR 0015).
 */
export function createJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  const { jobs } = config;
  if (!jobs.redisUrl) {
    return createJobRegistry(
      createInProcessDriver({ concurrency: jobs.concurrency, ...loggedEvents(logger) }),
    );
  }
  return createJobRegistry(
    createBullMqDriver({
      redisUrl: jobs.redisUrl,
      logger,
      settings: {
        prefix: jobs.keyPrefix,
        concurrency: jobs.concurrency,
        lockDurationMs: jobs.lockDurationMs,
        stalledIntervalMs: jobs.stalledIntervalMs,
      },
      ...loggedEvents(logger),
    }),
  );
}

/**
 * Analytics' own registry (ADR 0090): its queue (`analytics` in Redis, or a second in-process
 * driver) runs ANALYTICS_CONCURRENCY reads at once, so reads never take a slot a publishing job
 * needs and a backlog of reads never stands before a post.
 */
export function createAnalyticsJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  const { jobs, analytics } = config;
  if (!jobs.redisUrl) {
    return createJobRegistry(
      createInProcessDriver({ concurrency: analytics.concurrency, ...loggedEvents(logger) }),
    );
  }
  return createJobRegistry(
    createBullMqDriver({
      redisUrl: jobs.redisUrl,
      logger,
      settings: {
        prefix: jobs.keyPrefix,
        queueName: ANALYTICS_QUEUE,
        concurrency: analytics.concurrency,
        lockDurationMs: jobs.lockDurationMs,
        stalledIntervalMs: jobs.stalledIntervalMs,
      },
      ...loggedEvents(logger),
    }),
  );
}

/** The BullMQ queue webhook deliveries wait in (ADR 0094). */
export const WEBHOOKS_QUEUE = 'webhooks';

/**
 * Outgoing webhooks' registry (ADR 0094): its queue (`webhooks` in Redis, or another in-process
 * driver) sends WEBHOOKS_CONCURRENCY deliveries at once, so a slow receiver never holds a slot a
 * post needs.
 */
export function createWebhookJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  const { jobs, webhooks } = config;
  if (!jobs.redisUrl) {
    return createJobRegistry(
      createInProcessDriver({ concurrency: webhooks.concurrency, ...loggedEvents(logger) }),
    );
  }
  return createJobRegistry(
    createBullMqDriver({
      redisUrl: jobs.redisUrl,
      logger,
      settings: {
        prefix: jobs.keyPrefix,
        queueName: WEBHOOKS_QUEUE,
        concurrency: webhooks.concurrency,
        lockDurationMs: jobs.lockDurationMs,
        stalledIntervalMs: jobs.stalledIntervalMs,
      },
      ...loggedEvents(logger),
    }),
  );
}

/**
 * A process's job queues by the names the metrics give them (`fanout_queue_jobs{queue}`): `jobs`,
 * publishing's and every other job's (BullMQ's queue of that name), `analytics` and `webhooks`.
 */
export function jobQueues(core: {
  jobs: JobRegistry;
  analyticsJobs: JobRegistry;
  webhookJobs: JobRegistry;
}): Record<string, JobRegistry> {
  return {
    jobs: core.jobs,
    [ANALYTICS_QUEUE]: core.analyticsJobs,
    [WEBHOOKS_QUEUE]: core.webhookJobs,
  };
}
