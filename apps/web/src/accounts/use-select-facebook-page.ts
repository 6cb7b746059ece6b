import { showToast } from '../feedback/show-toast';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showFailureToast } from './show-failure-toast';
import { useRefreshAccounts } from './use-refresh-accounts';

/** socialAccount.selectFacebookPage with its toasts (spec 000 §8). */
export function useSelectFacebookPage() {
  const trpc = useTRPC();
  const { refreshAll } = useRefreshAccounts();
  return useMutation(
    trpc.socialAccount.selectFacebookPage.mutationOptions({
      onSuccess: (account) => {
        showToast({
          title: 'Facebook page updated',
          message: `Posts will go to ${account.facebookPageName ?? 'the selected page'}.`,
          color: 'green',
        });
        return refreshAll();
      },
      onError: (error) => showFailureToast('Failed to update Facebook page', error),
    }),
  );
}
