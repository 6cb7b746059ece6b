import type { AppConfig } from '@fanout/runtime';

/**
 * The worker only makes sense beside a server that shares its queue and database: without Redis the
 * server runs jobs itself, and an embedded PostgreSQL belongs to the server's machine.
 */
export function requireWorkerSettings(config: AppConfig): {
  redisUrl: string;
  databaseUrl: string;
} {
  const { redisUrl } = config.jobs;
  const { databaseUrl } = config;
  const missing = [!redisUrl && 'REDIS_URL', !databaseUrl && 'DATABASE_URL'].filter(Boolean);
  if (!redisUrl || !databaseUrl) {
    throw new Error(
      `The worker needs ${missing.join(' and ')}: it runs the jobs the server queues in Redis, on the server's PostgreSQL. Without Redis the server runs jobs itself and no worker is needed.`,
    );
  }
  return { redisUrl, databaseUrl };
}
