import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { deleteOutcomeToast } from './catalog-labels';
import { showCatalogFailure, showCatalogSuccess } from './catalog-toasts';
import { useRefreshCatalog } from './use-refresh-catalog';

/**
 * catalog.deletePlan. A plan with subscribers is archived instead (ADR 0049), and the toast says
 * so; either way the list refreshes, also after a failure (it may be gone already).
 */
export function useDeletePlan() {
  const trpc = useTRPC();
  const refresh = useRefreshCatalog('plan');
  const mutation = useMutation(
    trpc.catalog.deletePlan.mutationOptions({
      onSettled: () => refresh(),
      onError: (error) => showCatalogFailure('Failed to delete subscription plan', error),
    }),
  );
  return {
    isPending: mutation.isPending,
    remove: (plan: { id: string; name: string }, onSettled: () => void) =>
      mutation.mutate(
        { id: plan.id },
        {
          onSuccess: (answer) => {
            const toast = deleteOutcomeToast('plan', plan.name, answer.outcome);
            showCatalogSuccess(toast.message, toast.title);
          },
          onSettled,
        },
      ),
  };
}
