import { and, eq, inArray } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { PlatformError } from '@fanout/platforms';
import {
  AppError,
  parseNetworkOptions,
  unknownPinterestBoard,
  variantAccountLabel,
  variantOptionsProblem,
  type CreatePostInput,
  type Platform,
} from '@fanout/shared';
import type { Actor } from '../access';
import { tokenContext } from '../accounts';
import type { CoreDeps } from '../deps';

/**
 * A Pinterest variant whose options name a board other than the account's chosen one, checked
 * with Pinterest's list of the account's boards (`GET /v5/boards`) before a post to be published
 * is saved: a board that is not the account's is refused at once, naming the account and the
 * board, rather than failing when the post goes out. Drafts are not asked about. When Pinterest
 * cannot answer (a failure, a token it refuses), the post is saved: the run checks the board
 * again before pinning (pinterest-board-choice.ts in @fanout/platforms).
 */
export async function assertPinterestBoards(
  deps: CoreDeps,
  actor: Actor,
  input: CreatePostInput,
  accounts: ReadonlyArray<{ id: string; platform: Platform }>,
): Promise<void> {
  if (input.status === 'draft') return;
  const named = new Map<string, string>();
  for (const account of accounts) {
    const options = input.variants[account.id]?.options;
    if (account.platform !== 'pinterest' || options === undefined) continue;
    const parsed = parseNetworkOptions(account.platform, options);
    const boardId =
      parsed.ok && parsed.options?.platform === 'pinterest' ? parsed.options.values.boardId : null;
    if (boardId !== null) named.set(account.id, boardId);
  }
  if (named.size === 0) return;
  const rows = await deps.db
    .select()
    .from(socialAccounts)
    .where(
      and(eq(socialAccounts.ownerId, actor.userId), inArray(socialAccounts.id, [...named.keys()])),
    );
  for (const row of rows) {
    const boardId = named.get(row.id);
    if (boardId === undefined || boardId === row.pinterestBoardId) continue;
    let boards: Array<{ id: string }>;
    try {
      boards = await deps.platforms.pinterestBoards(
        deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id)),
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      deps.logger.info(
        { accountId: row.id, err: error },
        'Pinterest boards not listed: the board is checked when the post goes out',
      );
      continue;
    }
    if (!boards.some((board) => board.id === boardId)) {
      throw new AppError(
        'BAD_REQUEST',
        variantOptionsProblem(variantAccountLabel(row), unknownPinterestBoard(boardId)),
      );
    }
  }
}
