import { reencryptTokens } from '@fanout/core/accounts';
import { runCommand } from './run-command';

/**
 * `pnpm tokens:reencrypt`: after putting a new key first in TOKEN_ENCRYPTION_KEYS, re-encrypts every
 * stored token under it. Then the old key can be removed from the list.
 */
runCommand(async (core) => {
  const result = await reencryptTokens(core);
  console.warn(
    `Re-encrypted ${result.values} token value(s) in ${result.accounts} account(s) under key "${core.vault.currentKeyId}".`,
  );
});
