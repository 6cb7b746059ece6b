import type { CreditPack } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { showBillingFailure } from './show-billing-failure';
import { leaveForStripe, useResetOnReturn } from './use-leave-for-stripe';

/**
 * Buys a fixed pack of /credits: the server opens a Checkout Session and the browser goes there.
 * `redirectingTo` is the pack whose checkout is opening (its button shows the progress).
 */
export function usePurchasePack() {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.billing.purchasePack.mutationOptions({
      onSuccess: ({ url }) => leaveForStripe(url),
      onError: (error) => showBillingFailure('Failed to purchase credits', error),
    }),
  );
  useResetOnReturn(mutation.reset);
  const busy = mutation.isPending || mutation.isSuccess;
  return {
    purchase: (pack: CreditPack) => mutation.mutate({ package: pack.id, amount: pack.credits }),
    redirectingTo: busy ? mutation.variables?.package : undefined,
  };
}
