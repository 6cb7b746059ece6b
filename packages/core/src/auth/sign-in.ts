import { eq } from 'drizzle-orm';
import { passwordCredentials, users, type UserRow } from '@fanout/db/schema';
import { ACCOUNT_SUSPENDED_MESSAGE, AppError, type LoginInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { CoreDeps } from '../deps';
import type { CreatedSession } from './create-session';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { promoteListedAdmin } from './promote-listed-admin';
import { rotateSession } from './rotate-session';
import type { SessionOwner } from './session-owner';
import { claimSignInAttempt, clearSignInFailures } from './sign-in-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * Checks email and password; the same message and similar timing whether or not the email exists.
 * An unverified account may sign in (to ask for a new link) but holds no admin rights; a verified
 * address listed in ADMIN_EMAILS becomes admin here if it is not yet (ADR 0028). The user gets a
 * session on a new id; the one the browser held before (`actor`, whoever's it was) ends
 * (rotateSession). The new session notes `client`'s agent and address.
 */
export async function signIn(
  deps: CoreDeps,
  {
    actor: current,
    input,
    client,
  }: PublicServiceOptions<LoginInput, SessionOwner> & { client?: ClientAddress },
): Promise<{ user: UserRow; session: CreatedSession }> {
  const ip = client?.ip ?? null;
  const user = await checkCredentials(deps, input, ip);
  const session = await rotateSession(deps, {
    userId: user.id,
    current,
    client,
    audit: { actorId: user.id, action: 'auth.sign_in', target: { type: 'user', id: user.id }, ip },
  });
  return { user, session };
}

async function checkCredentials(
  deps: CoreDeps,
  input: LoginInput,
  ip: string | null,
): Promise<UserRow> {
  await claimSignInAttempt(deps, input.email);
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
    // Already counted by the claim.
    // Only the attempted address: the password never reaches the log.
    await recordAuditEvent(deps.db, {
      actorId: null,
      action: 'auth.sign_in_failed',
      after: { email: input.email.toLowerCase() },
      ip,
    });
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearSignInFailures(deps, input.email);
  const { user } = row;
  // Only after the password matched: the message must not reveal an account to a guesser.
  if (user.suspendedAt) throw new AppError('FORBIDDEN', ACCOUNT_SUSPENDED_MESSAGE);
  if (user.emailVerifiedAt && deps.config.adminEmails.includes(user.email)) {
    await deps.db.transaction((tx) => promoteListedAdmin(deps, tx, user, ip));
  }
  return user;
}
