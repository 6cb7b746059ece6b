import { describePlanChange, type BillingInterval, type SubscriptionPlan } from '@fanout/shared';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';
import { useTimeZone } from '../time/use-time-zone';
import { formatDay } from './billing-labels';

/**
 * Before a subscriber's plan changes (ADR 0067): what it will do, from Stripe's own invoice preview
 * ("Upgrade to Business Plan: $17.00 now, then $29.00 a month", "Switch to Pro Plan on December
 * 28"). Nothing is charged until Confirm; Cancel has the focus.
 */
export function PlanChangeDialog({
  plan,
  interval,
  onConfirm,
  onClose,
}: {
  plan: SubscriptionPlan;
  interval: BillingInterval;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  const preview = useQuery(
    trpc.billing.previewSubscribe.queryOptions({ planId: plan.id, interval }, { staleTime: 0 }),
  );
  const day = (iso: string) => formatDay(iso, timeZone) ?? iso;
  return (
    <Modal opened onClose={onClose} title={`Change to ${plan.name}?`}>
      <Stack gap="md">
        {preview.isPending && <Loader size="sm" role="status" aria-label="Working out the price" />}
        {preview.isError && (
          <Alert color="red" title="The change cannot be priced right now">
            {preview.error.message}
          </Alert>
        )}
        {preview.data && <Text>{describePlanChange(preview.data, day)}.</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button disabled={!preview.data} onClick={onConfirm}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
