import { unknownPinterestBoard } from '@fanout/shared';
import { PlatformError } from '../platform-client';
import { networkOptions } from '../publish/network-options-of';
import type { PublishInput } from '../publish/publisher';
import type { PublisherContext } from '../publish/publisher-context';
import { fetchPinterestBoards } from './pinterest-boards';

/**
 * The board a target pins to: its variant's `boardId` (network options), else the board chosen
 * when the account was connected (`details.boardId`). Null when neither is set.
 */
export function pinBoardId(input: Pick<PublishInput, 'account' | 'options'>): string | null {
  return networkOptions(input, 'pinterest').boardId ?? (input.account.details.boardId || null);
}

/**
 * The board to pin to, checked: a board other than the connected one must be among the boards
 * Pinterest lists for the account (`GET /v5/boards`, as connecting lists them) — else a refusal
 * naming the board, before anything is uploaded. The connected board was checked when chosen.
 */
export async function checkedPinBoard(
  context: PublisherContext,
  input: PublishInput,
): Promise<string> {
  const boardId = pinBoardId(input);
  if (boardId === null) {
    throw new PlatformError(
      'pinterest',
      'invalid_content',
      'No Pinterest board is chosen for this account: reconnect it and pick a board',
    );
  }
  if (boardId === input.account.details.boardId) return boardId;
  const boards = await fetchPinterestBoards(context, input.account.accessToken, input.rateLimits);
  if (!boards.some((board) => board.id === boardId)) {
    throw new PlatformError(
      'pinterest',
      'invalid_content',
      `${unknownPinterestBoard(boardId)}: choose one of its boards for this post`,
    );
  }
  return boardId;
}
