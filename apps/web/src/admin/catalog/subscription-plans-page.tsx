import { PERMISSIONS, type SubscriptionPlan } from '@fanout/shared';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { ListLoadError } from '../../lists/list-load-error';
import { CatalogEmptyState } from './catalog-empty-state';
import { CatalogGrid, CatalogGridSkeleton } from './catalog-grid';
import { CatalogPageHeader } from './catalog-page-header';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';
import { useDeletePlan } from './use-delete-plan';

/** Which dialog is open: the form (new or editing a plan) or the delete confirmation. */
type PlanDialog =
  | { kind: 'form'; plan: SubscriptionPlan | undefined }
  | { kind: 'delete'; plan: SubscriptionPlan }
  | null;

/** Admin Subscription Plans (/admin/subscription-plans, spec 001 §2), for manage_subscription_plans. */
export function SubscriptionPlansPage() {
  useDocumentTitle('Subscription Plans | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.manageSubscriptionPlans}>
      <SubscriptionPlans />
    </PermissionGate>
  );
}

function SubscriptionPlans() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.catalog.plans.queryOptions());
  const [dialog, setDialog] = useState<PlanDialog>(null);
  const deletePlan = useDeletePlan();
  const openCreate = () => setDialog({ kind: 'form', plan: undefined });
  const close = () => setDialog(null);
  const deletingId = deletePlan.isPending && dialog?.kind === 'delete' ? dialog.plan.id : undefined;

  return (
    <Stack gap="lg">
      <CatalogPageHeader
        title="Subscription Plans"
        subtitle="Manage subscription plans and pricing"
        createLabel="Create Plan"
        onCreate={openCreate}
      />
      {plans.isPending && <CatalogGridSkeleton label="Loading subscription plans" />}
      {plans.isError && !isUnauthorizedError(plans.error) && (
        <ListLoadError
          title="Could not load the subscription plans"
          onRetry={() => void plans.refetch()}
        />
      )}
      {plans.data?.length === 0 && (
        <CatalogEmptyState
          icon={<IconCrown size={26} />}
          title="No subscription plans yet"
          text="Create a plan to offer monthly credits on the Subscription page"
          createLabel="Create Plan"
          onCreate={openCreate}
        />
      )}
      {plans.data !== undefined && plans.data.length > 0 && (
        <CatalogGrid>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              deleting={deletingId === plan.id}
              onEdit={(chosen) => setDialog({ kind: 'form', plan: chosen })}
              onDelete={(chosen) => setDialog({ kind: 'delete', plan: chosen })}
            />
          ))}
        </CatalogGrid>
      )}
      {dialog?.kind === 'form' && (
        <PlanFormDialog key={dialog.plan?.id ?? 'new'} plan={dialog.plan} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this plan?"
          confirmLabel="Delete"
          busy={deletePlan.isPending}
          onConfirm={() => deletePlan.remove(dialog.plan, close)}
          onClose={close}
        >
          &ldquo;{dialog.plan.name}&rdquo; will no longer be offered. If anyone subscribes to it or
          has begun a checkout for it, it is archived instead of deleted: hidden from customers,
          while their subscriptions carry on unchanged.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
