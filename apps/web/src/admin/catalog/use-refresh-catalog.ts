import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/**
 * After a plan or package changes: the admin list and the customers' list of the same things
 * (spec 001 §7: "after successes the related lists are re-fetched").
 */
export function useRefreshCatalog(kind: 'plan' | 'package'): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    const filters =
      kind === 'plan'
        ? [trpc.catalog.plans.pathFilter(), trpc.billing.plans.pathFilter()]
        : [trpc.catalog.packages.pathFilter(), trpc.billing.packages.pathFilter()];
    await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
  };
}
