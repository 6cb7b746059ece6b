import type { BillingInterval, SubscriptionPlan } from '@fanout/shared';
import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { isMostPopular, planButtonLabel, planFeatures, planPriceLabel } from './billing-labels';

interface PlanCardProps {
  plan: SubscriptionPlan;
  interval: BillingInterval;
  currentPlanId: string | null;
  /** This plan's subscribe call is under way. */
  pending: boolean;
  /** Another plan's subscribe call is under way. */
  disabled: boolean;
  onSubscribe: (plan: SubscriptionPlan) => void;
}

/** One plan of the grid (spec 001 §2), with the 'Most Popular' ribbon on Professional. */
export function PlanCard({
  plan,
  interval,
  currentPlanId,
  pending,
  disabled,
  onSubscribe,
}: PlanCardProps) {
  const popular = isMostPopular(plan);
  const isCurrent = plan.id === currentPlanId;
  const titleId = `plan-${plan.id}`;
  const featuresId = `plan-${plan.id}-features`;
  const [expanded, setExpanded] = useState(false);
  const features = planFeatures(plan.features, expanded);
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      style={popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}}
    >
      <Stack gap="sm" h="100%">
        {popular && (
          <Badge variant="filled" style={{ alignSelf: 'center' }}>
            Most Popular
          </Badge>
        )}
        <Title order={3} size="h4" id={titleId}>
          {plan.name}
        </Title>
        {plan.description !== '' && (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        )}
        <Text fw={700} fz={28} lh={1.2}>
          {planPriceLabel(plan, interval)}
        </Text>
        <Text size="sm">{plan.creditsPerMonth.toLocaleString('en-US')} credits/month</Text>
        <List size="sm" spacing={4} icon={<IconCheck size={14} aria-hidden />} id={featuresId}>
          {features.shown.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {features.toggle && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={expanded}
            aria-controls={featuresId}
            onClick={() => setExpanded((open) => !open)}
          >
            {features.toggle}
          </Button>
        )}
        <Button
          mt="auto"
          fullWidth
          variant={isCurrent ? 'default' : 'filled'}
          disabled={isCurrent || disabled || pending}
          onClick={() => onSubscribe(plan)}
        >
          {planButtonLabel(plan, currentPlanId, pending)}
        </Button>
      </Stack>
    </Card>
  );
}
