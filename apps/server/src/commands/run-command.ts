import type { CoreDeps } from '@fanout/core/deps';
import { createDatabase } from '@fanout/db/client';
import {
  createCoreDeps,
  createLogger,
  loadConfig,
  loadDotEnvFile,
  startDatabase,
  startupFailureMessage,
} from '@fanout/runtime';

/**
 * Runs an operator command against the configured database (embedded or DATABASE_URL) and always
 * closes it. A thrown error ends the process with its message and exit code 1.
 */
export function runCommand(run: (core: CoreDeps) => Promise<void>): void {
  const main = async () => {
    loadDotEnvFile();
    const config = loadConfig();
    const logger = createLogger({ level: 'warn' });
    const database = await startDatabase(config, logger);
    const handle = createDatabase({ url: database.url, maxConnections: 2 });
    const core = createCoreDeps({ config, db: handle.db, logger });
    try {
      await run(core);
    } finally {
      // With REDIS_URL the registries hold Redis connections that would keep the command alive.
      await Promise.all([core.jobs.stop(), core.analyticsJobs.stop(), core.webhookJobs.stop()]);
      await handle.close();
      await database.stop();
    }
  };
  main().catch((error: unknown) => {
    console.error(startupFailureMessage(error));
    process.exit(1);
  });
}
