import type { SubscriptionPlan } from '@fanout/shared';
import { Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ActiveBadge } from './active-badge';
import { CatalogCardActions } from './catalog-card-actions';
import {
  creditsPerMonthLabel,
  monthlyPriceLabel,
  planCardFeatures,
  yearlyPriceLabel,
} from './catalog-labels';

interface PlanCardProps {
  plan: SubscriptionPlan;
  deleting: boolean;
  onEdit: (plan: SubscriptionPlan) => void;
  onDelete: (plan: SubscriptionPlan) => void;
}

/** One plan (spec 001 §2): name, badge, description, prices, credits, its first 3 features. */
export function PlanCard({ plan, deleting, onEdit, onDelete }: PlanCardProps) {
  const features = planCardFeatures(plan.features);
  return (
    <Card component="article" aria-label={plan.name} withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {plan.name}
            </Text>
            <Group gap="xs">
              <ActiveBadge isActive={plan.isActive} />
            </Group>
          </Stack>
          <CatalogCardActions
            name={plan.name}
            deleting={deleting}
            onEdit={() => onEdit(plan)}
            onDelete={() => onDelete(plan)}
          />
        </Group>
        {plan.description !== '' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {plan.description}
          </Text>
        )}
        <div>
          <Text fw={700} size="xl">
            {monthlyPriceLabel(plan)}
          </Text>
          <Text size="sm" c="dimmed">
            {yearlyPriceLabel(plan)}
          </Text>
        </div>
        <Text size="sm" fw={500}>
          {creditsPerMonthLabel(plan.creditsPerMonth)}
        </Text>
        {features.shown.length > 0 && (
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon size={18} radius="xl" variant="light" color="green">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {features.shown.map((feature, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {feature}
              </List.Item>
            ))}
          </List>
        )}
        {features.more !== undefined && (
          <Text size="sm" c="dimmed">
            {features.more}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
