import type { CreditPackageInput } from '@fanout/shared';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { showCatalogFailure, showCatalogSuccess } from './catalog-toasts';
import { useRefreshCatalog } from './use-refresh-catalog';

/** catalog.createPackage or catalog.updatePackage (with `id`), each with its spec 001 §8 toasts. */
export function useSavePackage() {
  const trpc = useTRPC();
  const refresh = useRefreshCatalog('package');
  const create = useMutation(
    trpc.catalog.createPackage.mutationOptions({
      onSuccess: () => {
        showCatalogSuccess('Credit package created successfully');
        return refresh();
      },
      onError: (error) => showCatalogFailure('Failed to create credit package', error),
    }),
  );
  const update = useMutation(
    trpc.catalog.updatePackage.mutationOptions({
      onSuccess: () => {
        showCatalogSuccess('Credit package updated successfully');
        return refresh();
      },
      onError: (error) => {
        showCatalogFailure('Failed to update credit package', error);
        // It may have been deleted meanwhile: show the list as it now is.
        void refresh();
      },
    }),
  );
  return {
    isPending: create.isPending || update.isPending,
    save: (id: string | undefined, payload: CreditPackageInput, onSaved: () => void) => {
      if (id === undefined) create.mutate(payload, { onSuccess: onSaved });
      else update.mutate({ ...payload, id }, { onSuccess: onSaved });
    },
  };
}
