import pino from 'pino';
import { reencryptTokens } from '@fanout/core/accounts';
import { createDatabase } from '@fanout/db/client';
import { loadConfig, loadDotEnvFile } from '../config';
import { createCoreDeps } from '../create-core-deps';
import { startDatabase } from '../start-database';

/**
 * `pnpm tokens:reencrypt`: after putting a new key first in TOKEN_ENCRYPTION_KEYS, re-encrypts every
 * stored token under it. Then the old key can be removed from the list.
 */
async function main(): Promise<void> {
  loadDotEnvFile();
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const database = await startDatabase(config, logger);
  const handle = createDatabase({ url: database.url, maxConnections: 2 });
  try {
    const core = createCoreDeps({ config, db: handle.db, logger });
    const result = await reencryptTokens(core);
    console.warn(
      `Re-encrypted ${result.values} token value(s) in ${result.accounts} account(s) under key "${core.vault.currentKeyId}".`,
    );
  } finally {
    await handle.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
