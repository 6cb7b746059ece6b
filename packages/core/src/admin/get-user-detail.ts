import { count, desc, eq } from 'drizzle-orm';
import { creditTransactions, posts, socialAccounts, users } from '@fanout/db/schema';
import { AppError, PERMISSIONS, USER_DETAIL_LEDGER_SIZE, type UserDetail } from '@fanout/shared';
import { requireAccess, type ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { describeDirectoryUsers, directoryColumns } from './describe-directory-users';

/**
 * One user as the dashboard's drawer shows them (ADR 0052): the directory row, how many
 * posts and connected accounts they have, and their latest ledger entries, newest first.
 */
export async function getUserDetail(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<UserDetail> {
  requireAccess({ actor, permission: PERMISSIONS.viewAdminPanel });
  const [row] = await deps.db.select(directoryColumns).from(users).where(eq(users.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const [[described], [postCount], [accountCount], ledger] = await Promise.all([
    describeDirectoryUsers(deps.db, [row]),
    deps.db.select({ value: count() }).from(posts).where(eq(posts.ownerId, row.id)),
    deps.db
      .select({ value: count() })
      .from(socialAccounts)
      .where(eq(socialAccounts.ownerId, row.id)),
    deps.db
      .select({
        id: creditTransactions.id,
        kind: creditTransactions.kind,
        amount: creditTransactions.amount,
        description: creditTransactions.description,
        createdAt: creditTransactions.createdAt,
      })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, row.id))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(USER_DETAIL_LEDGER_SIZE),
  ]);
  if (!described) throw new AppError('NOT_FOUND', 'User not found');
  return {
    ...described,
    postsCount: postCount?.value ?? 0,
    connectedAccountsCount: accountCount?.value ?? 0,
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
