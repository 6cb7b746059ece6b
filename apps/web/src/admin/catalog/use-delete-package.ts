import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { deleteOutcomeToast } from './catalog-labels';
import { showCatalogFailure, showCatalogSuccess } from './catalog-toasts';
import { useRefreshCatalog } from './use-refresh-catalog';

/**
 * catalog.deletePackage. A package someone bought is archived instead (ADR 0049), and the toast says
 * so; either way the list refreshes, also after a failure (it may be gone already).
 */
export function useDeletePackage() {
  const trpc = useTRPC();
  const refresh = useRefreshCatalog('package');
  const mutation = useMutation(
    trpc.catalog.deletePackage.mutationOptions({
      onSettled: () => refresh(),
      onError: (error) => showCatalogFailure('Failed to delete credit package', error),
    }),
  );
  return {
    isPending: mutation.isPending,
    remove: (pkg: { id: string; name: string }, onSettled: () => void) =>
      mutation.mutate(
        { id: pkg.id },
        {
          onSuccess: (answer) => {
            const toast = deleteOutcomeToast('package', pkg.name, answer.outcome);
            showCatalogSuccess(toast.message, toast.title);
          },
          onSettled,
        },
      ),
  };
}
