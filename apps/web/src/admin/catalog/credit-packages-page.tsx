import { PERMISSIONS, type CreditPackage } from '@fanout/shared';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { ListLoadError } from '../../lists/list-load-error';
import { CatalogEmptyState } from './catalog-empty-state';
import { CatalogGrid, CatalogGridSkeleton } from './catalog-grid';
import { CatalogPageHeader } from './catalog-page-header';
import { PackageCard } from './package-card';
import { PackageFormDialog } from './package-form-dialog';
import { useDeletePackage } from './use-delete-package';

/** Which dialog is open: the form (new or editing a package) or the delete confirmation. */
type PackageDialog =
  { kind: 'form'; pkg: CreditPackage | undefined } | { kind: 'delete'; pkg: CreditPackage } | null;

/** Admin Credit Packages (/admin/credit-packages, spec 001 §2), for manage_credit_packages. */
export function CreditPackagesPage() {
  useDocumentTitle('Credit Packages | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.manageCreditPackages}>
      <CreditPackages />
    </PermissionGate>
  );
}

function CreditPackages() {
  const trpc = useTRPC();
  const packages = useQuery(trpc.catalog.packages.queryOptions());
  const [dialog, setDialog] = useState<PackageDialog>(null);
  const deletePackage = useDeletePackage();
  const openCreate = () => setDialog({ kind: 'form', pkg: undefined });
  const close = () => setDialog(null);
  const deletingId =
    deletePackage.isPending && dialog?.kind === 'delete' ? dialog.pkg.id : undefined;

  return (
    <Stack gap="lg">
      <CatalogPageHeader
        title="Credit Packages"
        subtitle="Manage the credit packages customers can buy"
        createLabel="Create Package"
        onCreate={openCreate}
      />
      {packages.isPending && <CatalogGridSkeleton label="Loading credit packages" />}
      {packages.isError && !isUnauthorizedError(packages.error) && (
        <ListLoadError
          title="Could not load the credit packages"
          onRetry={() => void packages.refetch()}
        />
      )}
      {packages.data?.length === 0 && (
        <CatalogEmptyState
          icon={<IconCoins size={26} />}
          title="No credit packages yet"
          text="Create a package to sell credits on the Buy Credits page"
          createLabel="Create Package"
          onCreate={openCreate}
        />
      )}
      {packages.data !== undefined && packages.data.length > 0 && (
        <CatalogGrid>
          {packages.data.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              deleting={deletingId === pkg.id}
              onEdit={(chosen) => setDialog({ kind: 'form', pkg: chosen })}
              onDelete={(chosen) => setDialog({ kind: 'delete', pkg: chosen })}
            />
          ))}
        </CatalogGrid>
      )}
      {dialog?.kind === 'form' && (
        <PackageFormDialog key={dialog.pkg?.id ?? 'new'} pkg={dialog.pkg} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this credit package?"
          confirmLabel="Delete"
          busy={deletePackage.isPending}
          onConfirm={() => deletePackage.remove(dialog.pkg, close)}
          onClose={close}
        >
          &ldquo;{dialog.pkg.name}&rdquo; will no longer be offered on Buy Credits. Credits already
          bought with it are kept.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
