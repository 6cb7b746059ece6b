import type { CreditPackage } from '@fanout/shared';
import { Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { CreditPackageCard } from './credit-package-card';
import { usePurchasePackage } from './use-purchase-package';

/** The active credit packages, or the spec's empty state when there are none. */
export function CreditPackageGrid({
  packages,
}: {
  packages: readonly CreditPackage[] | undefined;
}) {
  const { purchase, pendingId } = usePurchasePackage();
  if (packages === undefined) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (packages.length === 0) return <NoPackages />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {packages.map((pkg) => (
        <CreditPackageCard
          key={pkg.id}
          pkg={pkg}
          pending={pendingId === pkg.id}
          disabled={pendingId !== undefined && pendingId !== pkg.id}
          onPurchase={purchase}
        />
      ))}
    </SimpleGrid>
  );
}

function NoPackages() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconPackage size={26} />
        </ThemeIcon>
        <Text fw={500}>No Credit Packages Available</Text>
        <Text c="dimmed" ta="center">
          Credit packages are currently unavailable. Please check back later.
        </Text>
      </Stack>
    </Paper>
  );
}
