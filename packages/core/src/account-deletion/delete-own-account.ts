import { eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { AppError, type DeleteOwnAccountInput } from '@fanout/shared';
import type { Actor, ClientAddress, ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { deleteAccount } from './delete-account';

export const DELETION_EMAIL_MISMATCH = 'The email you typed is not the email of this account';

/** The user menu's deletion: the signed-in user types their own email, checked here on the server. */
export async function deleteOwnAccount(
  deps: CoreDeps,
  {
    actor,
    input,
    client,
  }: ServiceOptions<DeleteOwnAccountInput, Pick<Actor, 'userId'>> & { client?: ClientAddress },
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in again');
  if (user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new AppError('BAD_REQUEST', DELETION_EMAIL_MISMATCH);
  }
  return deleteAccount(deps, { userId: actor.userId, actorId: actor.userId, via: 'menu', client });
}
