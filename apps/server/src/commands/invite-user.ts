import { createInvitation } from '@fanout/core/auth';
import { runCommand } from './run-command';

/**
 * `pnpm admin:invite <email>`: with SIGNUP=invite, mails (and prints) a signed sign-up link for
 * that address (ADR 0028).
 */
runCommand(async (core) => {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: pnpm admin:invite <email>');
  const invitation = await createInvitation(core, { input: { email } });
  console.warn(
    `Invitation for ${invitation.email} (valid until ${invitation.expiresAt.toISOString()}):\n${invitation.link}`,
  );
});
