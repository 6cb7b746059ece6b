import type { CreditsResponse } from '@fanout/shared';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { creditsLabel } from '../dashboard/credit-ring';
import { ExpiringCreditsLines } from './expiring-credits';
import { ShortfallAlert } from './shortfall-alert';

/** The current-credits box of /buy-credits, with what expires when. */
export function CurrentCreditsBox({
  summary,
}: {
  summary: Pick<CreditsResponse, 'credits' | 'expiring' | 'shortfall'>;
}) {
  const { credits, expiring, shortfall } = summary;
  return (
    <Paper withBorder p="md" component="section" aria-label="Current credits">
      <Stack gap="xs">
        <Group gap="sm">
          <ThemeIcon size={32} radius="xl" variant="light">
            <IconCoins size={18} />
          </ThemeIcon>
          <Text c="dimmed">Current credits</Text>
          <Text fw={700} fz="xl" data-testid="credits-balance">
            {creditsLabel(credits)}
          </Text>
        </Group>
        <ExpiringCreditsLines expiring={expiring} />
        <ShortfallAlert shortfall={shortfall} />
      </Stack>
    </Paper>
  );
}
