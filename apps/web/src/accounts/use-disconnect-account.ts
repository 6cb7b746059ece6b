import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/** socialAccount.disconnect with its toasts (spec 000 §8). */
export function useDisconnectAccount() {
  const trpc = useTRPC();
  const { refreshAll } = useRefreshAccounts();
  return useMutation(
    trpc.socialAccount.disconnect.mutationOptions({
      onSuccess: (answer) => {
        showToast({
          title: 'Account disconnected',
          message: answer.message,
          color: 'green',
        });
        return refreshAll();
      },
      onError: (error) => showFailureToast('Failed to disconnect account', error),
    }),
  );
}
