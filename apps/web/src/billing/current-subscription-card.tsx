import type { CurrentSubscription } from '@fanout/shared';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { formatDay, statusLabel, subscriptionBadgeVariant } from './billing-labels';
import { SpecBadge } from './spec-badge';
import { useBillingPortal } from './use-billing-portal';
import { useCancelSubscription } from './use-cancel-subscription';
import { useTimeZone } from '../time/use-time-zone';

const TITLE_ID = 'current-subscription-title';

/** Spec 001 §2 'Current Subscription', with Stripe's portal and a confirmed cancel. */
export function CurrentSubscriptionCard({ subscription }: { subscription: CurrentSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription(() => setConfirming(false));
  const portal = useBillingPortal();
  const timeZone = useTimeZone();
  const periodEnd =
    formatDay(subscription.currentPeriodEnd, timeZone) ?? subscription.currentPeriodEnd;
  const canCancel = subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={TITLE_ID}>
            Current Subscription
          </Title>
          <SpecBadge
            status={subscription.status}
            variant={subscriptionBadgeVariant(subscription.status)}
          />
        </Group>
        <SubscriptionFacts subscription={subscription} />
        {subscription.cancelAtPeriodEnd && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
            Your subscription will be canceled at the end of the current billing period on{' '}
            {periodEnd}.
          </Alert>
        )}
        {subscription.nextPlanName !== null && !subscription.cancelAtPeriodEnd && (
          <Text size="sm">
            Changes to {subscription.nextPlanName} on {periodEnd}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="default" loading={portal.busy} onClick={portal.open}>
            Manage billing
          </Button>
          {canCancel && (
            <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          )}
        </Group>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Cancel Subscription"
          dismissLabel="Keep Subscription"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onClose={() => setConfirming(false)}
        >
          Your plan stays active until {periodEnd}; after that no further credits are added and you
          are not charged again.
        </ConfirmDialog>
      )}
    </Card>
  );
}

function SubscriptionFacts({ subscription }: { subscription: CurrentSubscription }) {
  const timeZone = useTimeZone();
  const start = formatDay(subscription.currentPeriodStart, timeZone) ?? '—';
  const end = formatDay(subscription.currentPeriodEnd, timeZone) ?? '—';
  const facts = [
    { label: 'Plan', value: subscription.planName.trim() || 'Unknown Plan' },
    { label: 'Credits per month', value: subscription.creditsPerMonth.toLocaleString('en-US') },
    { label: 'Current period', value: `${start} – ${end}` },
    { label: 'Payment provider', value: statusLabel(subscription.paymentProvider) },
  ];
  return (
    <Stack gap={4} component="dl" m={0}>
      {facts.map(({ label, value }) => (
        <Group key={label} gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed" w={150}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
