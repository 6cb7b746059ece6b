import { Paper, SimpleGrid, Text } from '@mantine/core';
import { LandingSection } from './landing-section';

interface Statistic {
  value: string;
  label: string;
}

// Deliberately limited to what the product itself does; no user counts or growth claims.
const STATISTICS: Statistic[] = [
  { value: '9', label: 'platforms from one composer' },
  { value: '3', label: 'tones to choose from' },
  { value: '3', label: 'post ideas per generation' },
  { value: '1', label: 'click to publish everywhere' },
];

export function StatisticsSection() {
  return (
    <LandingSection>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        {STATISTICS.map((statistic) => (
          <Paper
            key={statistic.label}
            radius="lg"
            p="lg"
            bg="var(--mantine-color-indigo-light)"
            ta="center"
          >
            <Text fz={{ base: 36, sm: 48 }} fw={800} c="indigo" lh={1.1}>
              {statistic.value}
            </Text>
            <Text fz="sm" c="dimmed" mt={4}>
              {statistic.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
