import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { useRefreshAccounts } from './use-refresh-accounts';

/**
 * socialAccount.connectBluesky. Failures (a wrong handle or app password) are shown inside the
 * dialog, where the user can correct them, so there is no error toast here.
 */
export function useConnectBluesky() {
  const trpc = useTRPC();
  const { refreshAll } = useRefreshAccounts();
  return useMutation(
    trpc.socialAccount.connectBluesky.mutationOptions({
      onSuccess: () => {
        showToast({
          title: 'Account connected',
          message: 'Bluesky account connected',
          color: 'green',
        });
        return refreshAll();
      },
    }),
  );
}
