import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/**
 * After a purchase, a subscription change or a return from checkout: the balance and ledger, the
 * user (the header shows their credits; spec 001 §7 "a credit purchase also refreshes the user"),
 * the subscription and payments.
 */
export function useRefreshBilling(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.credit.pathFilter()),
      queryClient.invalidateQueries(trpc.billing.pathFilter()),
      queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
    ]);
  };
}
