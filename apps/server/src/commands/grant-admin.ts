import { grantAdmin } from '@fanout/core/auth';
import { runCommand } from './run-command';

/**
 * `pnpm admin:grant <email>`: makes an existing account with a verified address administrator
 * (ADR 0028). Refuses an unknown or unverified address with a message and exit code 1.
 */
runCommand(async (core) => {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: pnpm admin:grant <email>');
  const result = await grantAdmin(core, { input: { email } });
  console.warn(
    result.alreadyAdmin
      ? `${email} is already an administrator.`
      : `${email} is now an administrator.`,
  );
});
