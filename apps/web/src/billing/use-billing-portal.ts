import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showBillingFailure } from './show-billing-failure';
import { leaveForStripe, useResetOnReturn } from './use-leave-for-stripe';

/** 'Manage billing': Stripe's Customer Portal (card, invoices, cancel, switch plan). */
export function useBillingPortal() {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.billing.portal.mutationOptions({
      onSuccess: ({ url }) => leaveForStripe(url),
      onError: (error) => showBillingFailure('Failed to open billing management', error),
    }),
  );
  useResetOnReturn(mutation.reset);
  return { open: () => mutation.mutate(), busy: mutation.isPending || mutation.isSuccess };
}
