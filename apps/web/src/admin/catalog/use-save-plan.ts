import type { SubscriptionPlanInput } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showCatalogFailure, showCatalogSuccess } from './catalog-toasts';
import { useRefreshCatalog } from './use-refresh-catalog';

/** catalog.createPlan or catalog.updatePlan (with `id`), each with its spec 001 §8 toasts. */
export function useSavePlan() {
  const trpc = useTRPC();
  const refresh = useRefreshCatalog('plan');
  const create = useMutation(
    trpc.catalog.createPlan.mutationOptions({
      onSuccess: () => {
        showCatalogSuccess('Subscription plan created successfully');
        return refresh();
      },
      onError: (error) => showCatalogFailure('Failed to create subscription plan', error),
    }),
  );
  const update = useMutation(
    trpc.catalog.updatePlan.mutationOptions({
      onSuccess: () => {
        showCatalogSuccess('Subscription plan updated successfully');
        return refresh();
      },
      onError: (error) => {
        showCatalogFailure('Failed to update subscription plan', error);
        // It may have been deleted meanwhile: show the list as it now is.
        void refresh();
      },
    }),
  );
  return {
    isPending: create.isPending || update.isPending,
    save: (id: string | undefined, payload: SubscriptionPlanInput, onSaved: () => void) => {
      if (id === undefined) create.mutate(payload, { onSuccess: onSaved });
      else update.mutate({ ...payload, id }, { onSuccess: onSaved });
    },
  };
}
