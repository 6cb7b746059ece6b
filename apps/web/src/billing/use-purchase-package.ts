import type { CreditPackage } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { showBillingFailure } from './show-billing-failure';
import { leaveForStripe, useResetOnReturn } from './use-leave-for-stripe';

/**
 * Buys a credit package of /buy-credits (spec 001 §4: the clicked package is selected and pending;
 * the toast says the user will be redirected, and here they really are).
 */
export function usePurchasePackage() {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.billing.purchasePackage.mutationOptions({
      onSuccess: ({ url }) => {
        showToast({
          title: 'Purchase Initiated',
          message: 'You will be redirected to complete payment.',
          color: 'blue',
        });
        leaveForStripe(url);
      },
      onError: (error) => showBillingFailure('Failed to initiate credit purchase', error),
    }),
  );
  useResetOnReturn(mutation.reset);
  const busy = mutation.isPending || mutation.isSuccess;
  return {
    purchase: (pkg: CreditPackage) => mutation.mutate({ packageId: pkg.id }),
    pendingId: busy ? mutation.variables?.packageId : undefined,
  };
}
