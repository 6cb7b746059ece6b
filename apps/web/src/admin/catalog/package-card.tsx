import type { CreditPackage } from '@fanout/shared';
import { Card, Group, Stack, Text } from '@mantine/core';
import { perCreditLabel } from '../../billing/billing-labels';
import { ActiveBadge } from './active-badge';
import { CatalogCardActions } from './catalog-card-actions';
import {
  multiplierLabel,
  packageCreditsLabel,
  packagePriceLabel,
  validityLabel,
} from './catalog-labels';

interface PackageCardProps {
  pkg: CreditPackage;
  deleting: boolean;
  onEdit: (pkg: CreditPackage) => void;
  onDelete: (pkg: CreditPackage) => void;
}

/**
 * One credit package (spec 001 §2): name, badge, description, its computed price and multiplier,
 * credits, validity and price per credit.
 */
export function PackageCard({ pkg, deleting, onEdit, onDelete }: PackageCardProps) {
  return (
    <Card component="article" aria-label={pkg.name} withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {pkg.name}
            </Text>
            <Group gap="xs">
              <ActiveBadge isActive={pkg.isActive} />
            </Group>
          </Stack>
          <CatalogCardActions
            name={pkg.name}
            deleting={deleting}
            onEdit={() => onEdit(pkg)}
            onDelete={() => onDelete(pkg)}
          />
        </Group>
        {pkg.description !== '' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {pkg.description}
          </Text>
        )}
        <Group gap="xs" align="baseline">
          <Text fw={700} size="xl">
            {packagePriceLabel(pkg)}
          </Text>
          <Text size="sm" c="dimmed">
            {multiplierLabel(pkg.priceMultiplier)}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {packageCreditsLabel(pkg.creditQuantity)}
          </Text>
          <Text size="sm" c="dimmed">
            {validityLabel(pkg.validityMonths)}
          </Text>
          <Text size="sm" c="dimmed">
            {perCreditLabel(pkg)}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
