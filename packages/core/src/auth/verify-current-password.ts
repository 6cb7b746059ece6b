import { eq } from 'drizzle-orm';
import { passwordCredentials, users } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { verifyPassword } from './password-hash';
import { claimSignInAttempt, clearSignInFailures } from './sign-in-throttle';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

/**
 * The signed-in owner proves it is them with their current password (changing the password or the
 * email, ADR 0053). A stolen session must not become a way to guess it: every wrong try counts on
 * the sign-in throttle's counter for the account's email (ADR 0028), and a throttled account is
 * refused here as at sign-in; the right password clears the count, as a sign-in does. Returns the
 * account's email.
 */
export async function verifyCurrentPassword(
  deps: CoreDeps,
  userId: string,
  currentPassword: string,
): Promise<{ email: string }> {
  const [account] = await deps.db
    .select({ email: users.email, passwordHash: passwordCredentials.passwordHash })
    .from(users)
    .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  await claimSignInAttempt(deps, account.email);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await clearSignInFailures(deps, account.email);
  return { email: account.email };
}
