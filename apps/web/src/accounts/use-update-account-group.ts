import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/** accountGroup.update with its toasts (spec 000 §8). */
export function useUpdateAccountGroup() {
  const trpc = useTRPC();
  const { refreshGroups } = useRefreshAccounts();
  return useMutation(
    trpc.accountGroup.update.mutationOptions({
      onSuccess: (group) => {
        showToast({
          title: 'Group updated',
          message: `Changes to ${group.name} were saved.`,
          color: 'green',
        });
        return refreshGroups();
      },
      onError: (error) => showFailureToast('Failed to update account group', error),
    }),
  );
}
