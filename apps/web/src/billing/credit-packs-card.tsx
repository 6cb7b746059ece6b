import { CREDIT_PACKS } from '@fanout/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CreditPackOption } from './credit-pack-option';
import { usePurchasePack } from './use-purchase-pack';

const TITLE_ID = 'purchase-more-credits-title';

/** Spec 001 §2 'Purchase More Credits': the three fixed packs, whose credits never expire. */
export function CreditPacksCard() {
  const { purchase, redirectingTo } = usePurchasePack();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Purchase More Credits
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {CREDIT_PACKS.map((pack) => (
            <CreditPackOption
              key={pack.id}
              pack={pack}
              redirecting={redirectingTo === pack.id}
              disabled={redirectingTo !== undefined && redirectingTo !== pack.id}
              onPurchase={purchase}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center">
          Credits never expire
        </Text>
      </Stack>
    </Card>
  );
}
