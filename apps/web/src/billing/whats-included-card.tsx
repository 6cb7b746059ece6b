import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconChartBar, IconWorld } from '@tabler/icons-react';

const TITLE_ID = 'whats-included-title';

const INCLUDED = [
  {
    title: 'Multi-Platform Support',
    text: 'Publish to 9 platforms from one place',
    Icon: IconWorld,
  },
  {
    title: 'Smart Scheduling',
    text: 'Plan posts ahead and publish on time',
    Icon: IconCalendarTime,
  },
  {
    title: 'Analytics & Insights',
    text: 'See what you publish and what it costs',
    Icon: IconChartBar,
  },
];

/** Spec 001 §2: the static 'What's Included' card of /subscription. */
export function WhatsIncludedCard() {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          What&apos;s Included
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {INCLUDED.map(({ title, text, Icon }) => (
            <Stack key={title} gap={6} align="center" ta="center">
              <ThemeIcon size={40} radius="xl" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={600}>{title}</Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
