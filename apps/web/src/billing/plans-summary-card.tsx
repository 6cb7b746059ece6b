import type { SubscriptionPlan } from '@fanout/shared';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { planSummaryLabel } from './billing-labels';

const TITLE_ID = 'subscription-plans-title';

/** Spec 001 §2 'Subscription Plans' on /credits: the active plans in brief, and the way to all. */
export function PlansSummaryCard({ plans }: { plans: readonly SubscriptionPlan[] | undefined }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Subscription Plans
        </Title>
        {plans === undefined ? (
          <Skeleton height={48} />
        ) : (
          plans.map((plan) => (
            <Group key={plan.id} justify="space-between" gap="sm">
              <Text fw={500}>{plan.name}</Text>
              <Text size="sm" c="dimmed">
                {planSummaryLabel(plan)}
              </Text>
            </Group>
          ))
        )}
        <Button component={Link} to="/subscription" variant="light">
          View All Plans
        </Button>
      </Stack>
    </Card>
  );
}
