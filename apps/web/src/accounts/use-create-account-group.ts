import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/** accountGroup.create with its toasts (spec 000 §8). */
export function useCreateAccountGroup() {
  const trpc = useTRPC();
  const { refreshGroups } = useRefreshAccounts();
  return useMutation(
    trpc.accountGroup.create.mutationOptions({
      onSuccess: (group) => {
        showToast({
          title: 'Group created',
          message: `${group.name} is ready for accounts.`,
          color: 'green',
        });
        return refreshGroups();
      },
      onError: (error) => showFailureToast('Failed to create account group', error),
    }),
  );
}
