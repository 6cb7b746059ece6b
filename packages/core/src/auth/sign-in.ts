import { eq } from 'drizzle-orm';
import { passwordCredentials, users, type UserRow } from '@fanout/db/schema';
import { AppError, type LoginInput } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import { dummyPasswordHash, verifyPassword } from './password-hash';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** Checks email and password; the same message and similar timing whether or not the email exists. */
export async function signIn(deps: CoreDeps, input: LoginInput): Promise<UserRow> {
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
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  return row.user;
}
