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

/**
 * One queue's registry: on BullMQ when REDIS_URL is set (jobs outlive the process and run in worker
 * processes), on an in-process driver otherwise (ADR 0013, ADR 0015); `queueName` undefined is
 * BullMQ's default queue, `jobs`.
 */
function createQueueRegistry(
  config: AppConfig,
  logger: Logger,
  queue: { queueName?: string; concurrency: number },
): JobRegistry {
  const { jobs } = config;
  if (!jobs.redisUrl) {
    return createJobRegistry(
      createInProcessDriver({ concurrency: queue.concurrency, ...loggedEvents(logger) }),
    );
  }
  return createJobRegistry(
    createBullMqDriver({
      redisUrl: jobs.redisUrl,
      logger,
      settings: {
        prefix: jobs.keyPrefix,
        ...(queue.queueName ? { queueName: queue.queueName } : {}),
        concurrency: queue.concurrency,
        lockDurationMs: jobs.lockDurationMs,
        stalledIntervalMs: jobs.stalledIntervalMs,
      },
      ...loggedEvents(logger),
    }),
  );
}

/** Publishing's and every other job's registry (the `jobs` queue). */
export function createJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  return createQueueRegistry(config, logger, { concurrency: config.jobs.concurrency });
}

/** The BullMQ queue analytics' reads wait in, apart from publishing's (ADR 0090). */
export const ANALYTICS_QUEUE = 'analytics';

/**
 * Analytics' own registry (ADR 0090): ANALYTICS_CONCURRENCY reads at once, so reads never take a
 * slot a publishing job needs and a backlog of reads never stands before a post.
 */
export function createAnalyticsJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  return createQueueRegistry(config, logger, {
    queueName: ANALYTICS_QUEUE,
    concurrency: config.analytics.concurrency,
  });
}

/** The BullMQ queue webhook deliveries wait in (ADR 0094). */
export const WEBHOOKS_QUEUE = 'webhooks';

/**
 * Outgoing webhooks' registry (ADR 0094): WEBHOOKS_CONCURRENCY deliveries at once, so a slow
 * receiver never holds a slot a post needs.
 */
export function createWebhookJobRegistryFor(config: AppConfig, logger: Logger): JobRegistry {
  return createQueueRegistry(config, logger, {
    queueName: WEBHOOKS_QUEUE,
    concurrency: config.webhooks.concurrency,
  });
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
