import type { CreditsResponse } from '@fanout/shared';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { creditsLabel } from '../dashboard/credit-ring';
import { postsEstimateLabel } from './billing-labels';
import { ExpiringCreditsLines } from './expiring-credits';
import { ShortfallAlert } from './shortfall-alert';

const TITLE_ID = 'credits-balance-title';

/** Spec 001 §2: 'N Credits', the posts estimate, what expires when, and any credits owed. */
export function CreditsBalanceCard({
  summary,
}: {
  summary: Pick<CreditsResponse, 'credits' | 'expiring' | 'shortfall'>;
}) {
  const { credits, expiring, shortfall } = summary;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={36} radius="xl" variant="light">
            <IconCoins size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={TITLE_ID}>
            Current Balance
          </Title>
        </Group>
        <Text fw={700} fz={32} lh={1.2} data-testid="credits-balance">
          {creditsLabel(credits)}
        </Text>
        <Text c="dimmed">{postsEstimateLabel(credits)}</Text>
        <ExpiringCreditsLines expiring={expiring} />
        <ShortfallAlert shortfall={shortfall} />
      </Stack>
    </Card>
  );
}
