import { reencryptTokens } from '@fanout/core/accounts';
import { createDatabase } from '@fanout/db/client';
import {
  createCoreDeps,
  createLogger,
  loadConfig,
  loadDotEnvFile,
  startDatabase,
} from '@fanout/runtime';

/**
 * `pnpm tokens:reencrypt`: after putting a new key first in TOKEN_ENCRYPTION_KEYS, re-encrypts every
 * stored token under it. Then the old key can be removed from the list.
 */
async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const logger = createLogger({ level: 'warn' });
  const database = await startDatabase(config, logger);
  const handle = createDatabase({ url: database.url, maxConnections: 2 });
  const core = createCoreDeps({ config, db: handle.db, logger });
  try {
    const result = await reencryptTokens(core);
    console.warn(
      `Re-encrypted ${result.values} token value(s) in ${result.accounts} account(s) under key "${core.vault.currentKeyId}".`,
    );
  } finally {
    // With REDIS_URL the registry holds a Redis connection that would keep the command alive.
    await core.jobs.stop();
    await handle.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
