import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { showBillingFailure } from './show-billing-failure';
import { useRefreshBilling } from './use-refresh-billing';

/** Cancels at the end of the current period (spec 001 §4); `onSettled` closes the dialog. */
export function useCancelSubscription(onSettled: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  return useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: async () => {
        showToast({
          title: 'Success',
          message: 'Subscription will be canceled at the end of the billing period',
          color: 'green',
        });
        await refresh();
      },
      onError: (error) => showBillingFailure('Failed to cancel subscription', error),
      onSettled,
    }),
  );
}
