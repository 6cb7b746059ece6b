import { eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { PlatformError, type PinterestBoard } from '@fanout/platforms';
import { AppError, type SocialAccount } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { findOwnedAccount } from './find-owned-account';
import { toSocialAccount } from './to-social-account';

export async function listPinterestBoards(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<PinterestBoard[]> {
  const accountId = input.id;
  const row = await findOwnedAccount(deps, actor, accountId);
  if (row.platform !== 'pinterest')
    throw new AppError('BAD_REQUEST', 'Only Pinterest accounts have boards.');
  try {
    return await deps.platforms.pinterestBoards(
      deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id)),
    );
  } catch (error) {
    if (error instanceof PlatformError)
      throw new AppError('BAD_REQUEST', `Pinterest returned an error: ${error.message}`);
    throw error;
  }
}

/** The board pins go to by default; it must be one of the account's boards. */
export async function selectPinterestBoard(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ accountId: string; boardId: string }>,
): Promise<SocialAccount> {
  const board = (await listPinterestBoards(deps, { actor, input: { id: input.accountId } })).find(
    (b) => b.id === input.boardId,
  );
  if (!board)
    throw new AppError('BAD_REQUEST', 'That board is not one of the Pinterest account’s boards.');
  const [updated] = await deps.db
    .update(socialAccounts)
    .set({ pinterestBoardId: board.id, pinterestBoardName: board.name, updatedAt: nowOf(deps) })
    .where(eq(socialAccounts.id, input.accountId))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Social account not found');
  return toSocialAccount(updated);
}
