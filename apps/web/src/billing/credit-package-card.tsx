import { formatDollars, type CreditPackage } from '@fanout/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { perCreditLabel, premiumBadgeLabel, validityLabel } from './billing-labels';

interface CreditPackageCardProps {
  pkg: CreditPackage;
  /** This package's checkout is opening (spec 001 §4: selected and pending). */
  pending: boolean;
  /** Another package's checkout is opening: one purchase at a time. */
  disabled: boolean;
  onPurchase: (pkg: CreditPackage) => void;
}

/** One active credit package of /buy-credits (spec 001 §2). */
export function CreditPackageCard({ pkg, pending, disabled, onPurchase }: CreditPackageCardProps) {
  const premium = premiumBadgeLabel(pkg.priceMultiplier);
  const titleId = `credit-package-${pkg.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {pkg.name}
          </Title>
          {premium !== null && (
            <Badge variant="light" color="orange">
              {premium}
            </Badge>
          )}
        </Group>
        {pkg.description !== '' && (
          <Text size="sm" c="dimmed">
            {pkg.description}
          </Text>
        )}
        <div>
          <Text fw={700} fz={28} lh={1.2}>
            {formatDollars(pkg.priceCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {perCreditLabel(pkg)}
          </Text>
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Credits included</Text>
          <Text size="sm" fw={600}>
            {pkg.creditQuantity.toLocaleString('en-US')}
          </Text>
        </Group>
        <Text size="sm">{validityLabel(pkg.validityMonths)}</Text>
        <Button mt="auto" fullWidth disabled={disabled || pending} onClick={() => onPurchase(pkg)}>
          {pending
            ? 'Processing...'
            : `Purchase ${pkg.creditQuantity.toLocaleString('en-US')} Credits`}
        </Button>
      </Stack>
    </Card>
  );
}
