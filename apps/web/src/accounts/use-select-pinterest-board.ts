import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/** socialAccount.selectPinterestBoard: the board new pins go to. */
export function useSelectPinterestBoard() {
  const trpc = useTRPC();
  const { refreshAll } = useRefreshAccounts();
  return useMutation(
    trpc.socialAccount.selectPinterestBoard.mutationOptions({
      onSuccess: (account) => {
        showToast({
          title: 'Pinterest board updated',
          message: `Pins will go to ${account.pinterestBoardName ?? 'the selected board'}.`,
          color: 'green',
        });
        return refreshAll();
      },
      onError: (error) => showFailureToast('Failed to update Pinterest board', error),
    }),
  );
}
