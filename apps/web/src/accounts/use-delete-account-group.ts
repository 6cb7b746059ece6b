import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/**
 * accountGroup.delete with its toasts (spec 000 §8). A group that still holds accounts is
 * refused (409); the toast then carries the server's explanation.
 */
export function useDeleteAccountGroup() {
  const trpc = useTRPC();
  const { refreshAll } = useRefreshAccounts();
  return useMutation(
    trpc.accountGroup.delete.mutationOptions({
      onSuccess: (answer) => {
        showToast({ title: 'Group deleted', message: answer.message, color: 'green' });
        // Spec 000 §7: deleting a group also refreshes the accounts.
        return refreshAll();
      },
      onError: (error) => showFailureToast('Failed to delete account group', error),
    }),
  );
}
