import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { CREDITS_PER_PLATFORM } from '@fanout/shared';
import { IconCheck, IconCoins } from '@tabler/icons-react';
import { LOGIN_PATH } from '../layout/login-path';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const EXAMPLE_PLATFORM_COUNTS = [1, 3, 9];

const PRICING_POINTS = [
  'Pay only for the platforms you choose',
  'Buy credit packs or subscribe to a monthly plan',
  'See your credit balance before you publish',
];

export function PricingSection() {
  return (
    <LandingSection id="pricing">
      <SectionHeading
        eyebrow="Pricing"
        title="Simple, credit-based pricing"
        description="No per-seat fees and no tiers to decode. Publishing is paid for with credits."
      />
      <Card withBorder radius="lg" padding="xl" maw={880} mx="auto" shadow="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="md" justify="center">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={48} radius="md" color="yellow" variant="light">
                <IconCoins size={28} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fz={40} fw={800} lh={1}>
                  {CREDITS_PER_PLATFORM} credits
                </Text>
                <Text c="dimmed">per platform per post</Text>
              </div>
            </Group>
            <List
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" color="teal">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {PRICING_POINTS.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <Button component="a" href={LOGIN_PATH} radius="md" w="fit-content">
              Get Started
            </Button>
          </Stack>
          <Stack
            gap="xs"
            p="lg"
            bg="var(--fanout-surface-muted)"
            justify="center"
            style={{ borderRadius: 12 }}
          >
            <Text fw={700} fz="sm" tt="uppercase" c="dimmed">
              What a post costs
            </Text>
            {EXAMPLE_PLATFORM_COUNTS.map((count) => (
              <Group key={count} justify="space-between">
                <Text fz="sm">
                  {count} {count === 1 ? 'platform' : 'platforms'}
                </Text>
                <Text fz="sm" fw={700}>
                  {count * CREDITS_PER_PLATFORM} credits
                </Text>
              </Group>
            ))}
            <Text fz="xs" c="dimmed" mt="sm">
              For example, one post sent to LinkedIn, X and Threads uses {3 * CREDITS_PER_PLATFORM}{' '}
              credits.
            </Text>
          </Stack>
        </SimpleGrid>
      </Card>
    </LandingSection>
  );
}
