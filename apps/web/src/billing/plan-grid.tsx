import type { BillingInterval, SubscriptionPlan } from '@fanout/shared';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { PlanCard } from './plan-card';
import { PlanChangeDialog } from './plan-change-dialog';
import { useSubscribe } from './use-subscribe';

/** The active plans in 4 columns (spec 001 §9) at the chosen interval. */
export function PlanGrid({
  plans,
  interval,
  currentPlanId,
}: {
  plans: readonly SubscriptionPlan[] | undefined;
  interval: BillingInterval;
  currentPlanId: string | null;
}) {
  const { subscribe, pendingPlanId } = useSubscribe();
  // A subscriber's change is confirmed first, with its price; a first plan goes to Checkout,
  // which is its own confirmation page.
  const [changing, setChanging] = useState<SubscriptionPlan | null>(null);
  if (plans === undefined) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (plans.length === 0)
    return <Text c="dimmed">No subscription plans are available right now.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {changing && (
        <PlanChangeDialog
          plan={changing}
          interval={interval}
          onClose={() => setChanging(null)}
          onConfirm={() => {
            setChanging(null);
            subscribe(changing, interval);
          }}
        />
      )}
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          interval={interval}
          currentPlanId={currentPlanId}
          pending={pendingPlanId === plan.id}
          disabled={pendingPlanId !== undefined && pendingPlanId !== plan.id}
          onSubscribe={(chosen) =>
            currentPlanId === null ? subscribe(chosen, interval) : setChanging(chosen)
          }
        />
      ))}
    </SimpleGrid>
  );
}
