import {
  ENTITLED_SUBSCRIPTION_STATUSES,
  PERMISSIONS,
  type BillingInterval,
  type CurrentSubscription,
} from '@fanout/shared';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PermissionGate } from '../access/permission-gate';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { CheckoutConfirming } from './checkout-confirming';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PageLoadError } from './page-load-error';
import { PageSkeleton } from './page-skeleton';
import { PaymentHistoryCard } from './payment-history-card';
import { PlanGrid } from './plan-grid';
import { LIVE_REFRESH_MS } from '../app/live-refresh';
import { useCheckoutReturn } from './use-checkout-return';
import { WhatsIncludedCard } from './whats-included-card';

/** Subscription Management (/subscription, spec 001 §2). */
export function SubscriptionPage() {
  useDocumentTitle('Subscription | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.purchaseCredits}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Subscription Management
          </Title>
          <Text c="dimmed">Choose a plan that gives you credits every month</Text>
        </div>
        <SubscriptionBody />
      </Stack>
    </PermissionGate>
  );
}

/** The plan the grid marks 'Current Plan': one the user is still entitled to. */
function currentPlanId(subscription: CurrentSubscription | null): string | null {
  if (subscription === null) return null;
  const entitled: readonly string[] = ENTITLED_SUBSCRIPTION_STATUSES;
  return entitled.includes(subscription.status) ? subscription.planId : null;
}

function SubscriptionBody() {
  const trpc = useTRPC();
  const confirming = useCheckoutReturn('subscription');
  // Live: Stripe's subscription and invoice webhooks arrive in any order and may come after the
  // checkout's return (ADR 0064): the subscription and its payment show without a reload.
  const subscription = useQuery(
    trpc.billing.subscription.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }),
  );
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const payments = useQuery(
    trpc.billing.payments.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }),
  );
  const [interval, setBillingInterval] = useState<BillingInterval>('month');

  const failed = [subscription, plans, payments].find((query) => query.isError);
  if (failed) {
    if (isUnauthorizedError(failed.error)) return null;
    const retry = () =>
      void Promise.all([subscription.refetch(), plans.refetch(), payments.refetch()]);
    return <PageLoadError what="your subscription" onRetry={retry} />;
  }
  if (subscription.data === undefined) return <PageSkeleton label="Loading subscription" />;

  return (
    <Stack gap="lg">
      <CheckoutConfirming confirming={confirming} />
      {subscription.data !== null && <CurrentSubscriptionCard subscription={subscription.data} />}
      <Group justify="center">
        <BillingIntervalToggle interval={interval} onChange={setBillingInterval} />
      </Group>
      <PlanGrid
        plans={plans.data}
        interval={interval}
        currentPlanId={currentPlanId(subscription.data)}
      />
      <PaymentHistoryCard payments={payments.data ?? []} />
      <WhatsIncludedCard />
    </Stack>
  );
}
