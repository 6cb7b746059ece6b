import type { Stats } from '@fanout/shared';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const TITLE_ID = 'usage-this-month-title';

/**
 * Spec 001 §2 'Usage This Month', with the real credits used this month where the spec shows a
 * hard-coded 0. Stats still loading (or failed) show a dash, never a made-up number.
 */
export function UsageThisMonthCard({
  usedThisMonth,
  stats,
}: {
  usedThisMonth: number;
  stats: Stats | undefined;
}) {
  const figures = [
    { label: 'Credits Used', value: usedThisMonth },
    { label: 'Posts Published', value: stats?.monthlyPosts },
    { label: 'Posts Scheduled', value: stats?.scheduledPosts },
    { label: 'Platforms', value: stats?.connectedAccounts },
  ];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Usage This Month
        </Title>
        <SimpleGrid cols={2} spacing="md" component="dl" m={0}>
          {figures.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} fz="xl">
                {value ?? '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
