import { eq } from 'drizzle-orm';
import { passwordCredentials, users, type UserRow } from '@fanout/db/schema';
import { AppError, type LoginInput } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { isAdmin, promoteToAdmin } from './promote-to-admin';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * Checks email and password; the same message and similar timing whether or not the email exists.
 * An unverified account may sign in (to ask for a new link) but holds no admin rights; a verified
 * address listed in ADMIN_EMAILS becomes admin here if it is not yet (ADR 0028).
 */
export async function signIn(deps: CoreDeps, input: LoginInput): Promise<UserRow> {
  await assertSignInAllowed(deps, input.email);
  const rows = await deps.db
    .select({ user: users, passwordHash: passwordCredentials.passwordHash })
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(eq(users.email, input.email))
    .limit(1);
  const row = rows[0];
  const hashToCheck = row?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(hashToCheck, input.password);
  if (!row || !row.passwordHash || !valid) {
    await recordSignInFailure(deps, input.email);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearSignInFailures(deps, input.email);
  const { user } = row;
  if (user.emailVerifiedAt && deps.config.adminEmails.includes(user.email)) {
    await deps.db.transaction(async (tx) => {
      if (!(await isAdmin(tx, user.id))) await promoteToAdmin(tx, user.id);
    });
  }
  return user;
}
