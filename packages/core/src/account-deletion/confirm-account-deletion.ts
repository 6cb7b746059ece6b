import { and, eq } from 'drizzle-orm';
import { users } from '@fanout/db/schema';
import { AppError, type AccountDeletionConfirmInput } from '@fanout/shared';
import type { ClientAddress, PublicServiceOptions } from '../access';
import { readAccountLink } from '../auth/account-link';
import { nowOf, type CoreDeps } from '../deps';
import { deleteAccount } from './delete-account';

export const DELETION_LINK_INVALID =
  'This deletion link is invalid, has expired or was already used';

/**
 * Opening the emailed link deletes the account. The link names the user id and email, so it works
 * once: afterwards no user has that id (a new account on the same address is not touched).
 */
export async function confirmAccountDeletion(
  deps: CoreDeps,
  { input, client }: PublicServiceOptions<AccountDeletionConfirmInput> & { client?: ClientAddress },
): Promise<{ message: string }> {
  const link = readAccountLink(
    deps.config.accountLinks.signingKey,
    'delete-account',
    input.token,
    nowOf(deps),
  );
  if (!link?.userId) throw new AppError('BAD_REQUEST', DELETION_LINK_INVALID);
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, link.userId), eq(users.email, link.email)));
  if (!user) throw new AppError('BAD_REQUEST', DELETION_LINK_INVALID);
  return deleteAccount(deps, { userId: user.id, actorId: user.id, via: 'email-link', client });
}
