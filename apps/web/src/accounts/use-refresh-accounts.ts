import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/**
 * Refreshers for the two lists every account action touches. Group counts change whenever an
 * account joins or leaves, so account changes refresh both.
 */
export function useRefreshAccounts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    refreshGroups: () => queryClient.invalidateQueries(trpc.accountGroup.list.pathFilter()),
    refreshAll: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.accountGroup.list.pathFilter()),
        queryClient.invalidateQueries(trpc.socialAccount.list.pathFilter()),
      ]),
  };
}
