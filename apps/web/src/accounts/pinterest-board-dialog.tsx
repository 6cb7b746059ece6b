import type { SocialAccount } from '@fanout/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { ChoiceDialog } from './choice-dialog';
import { useCloseOnLoadError } from './use-close-on-load-error';
import { useSelectPinterestBoard } from './use-select-pinterest-board';

interface PinterestBoardDialogProps {
  account: SocialAccount;
  onClose: () => void;
}

/** 'Select Pinterest Board': every pin needs a board, so the account keeps a default one. */
export function PinterestBoardDialog({ account, onClose }: PinterestBoardDialogProps) {
  const trpc = useTRPC();
  const boards = useQuery(
    trpc.socialAccount.pinterestBoards.queryOptions(
      { id: account.id },
      { staleTime: 0, gcTime: 0 },
    ),
  );
  useCloseOnLoadError(boards.error, 'Failed to fetch Pinterest boards', onClose);
  const select = useSelectPinterestBoard();

  return (
    <ChoiceDialog
      title="Select Pinterest Board"
      groupLabel="Your Pinterest boards"
      choices={boards.data?.map((board) => ({ value: board.id, label: board.name }))}
      loadingText="Loading your Pinterest boards..."
      emptyText="No Pinterest boards found. Create a board on Pinterest first."
      initialValue={account.pinterestBoardId}
      saving={select.isPending}
      onSave={(boardId) => select.mutate({ id: account.id, boardId }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
