import type { BillingInterval, SubscriptionPlan } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { showBillingFailure } from './show-billing-failure';
import { leaveForStripe, useResetOnReturn } from './use-leave-for-stripe';
import { useRefreshBilling } from './use-refresh-billing';

/**
 * Subscribes to a plan: a first paid plan goes through Stripe's Checkout (`url`); a switch of an
 * existing subscription happens on the server at once (`url` null) and the page refreshes.
 */
export function useSubscribe() {
  const trpc = useTRPC();
  const refresh = useRefreshBilling();
  const mutation = useMutation(
    trpc.billing.subscribe.mutationOptions({
      onSuccess: async ({ url }) => {
        if (url !== null) {
          leaveForStripe(url);
          return;
        }
        showToast({
          title: 'Success',
          message: 'Subscription activated successfully',
          color: 'green',
        });
        await refresh();
      },
      onError: (error) => showBillingFailure('Failed to activate subscription', error),
    }),
  );
  useResetOnReturn(mutation.reset);
  // A switch is done once it succeeded; a checkout keeps its button busy until the browser leaves.
  const busy = mutation.isPending || (mutation.isSuccess && mutation.data.url !== null);
  return {
    subscribe: (plan: SubscriptionPlan, interval: BillingInterval) =>
      mutation.mutate({ planId: plan.id, paymentProvider: 'stripe', interval }),
    pendingPlanId: busy ? mutation.variables?.planId : undefined,
  };
}
