import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { PLATFORMS } from '@fanout/shared';
import { LandingSection } from './landing-section';
import { PLATFORM_PRESENTATION } from './platform-catalog';
import { SectionHeading } from './section-heading';

export function PlatformGridSection() {
  return (
    <LandingSection id="platforms" bg="var(--fanout-surface-muted)">
      <SectionHeading
        eyebrow="Platforms"
        title="Nine platforms, one composer"
        description="Connect your accounts once, then choose where each post goes. Fanout publishes to all of them in a single action."
      />
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} maw={840} mx="auto">
        {PLATFORMS.map((platform) => {
          const { label, icon: PlatformIcon, color } = PLATFORM_PRESENTATION[platform];
          return (
            <Card key={platform} withBorder radius="lg" padding="md">
              <ThemeIcon size={52} radius="md" color={color} mx="auto" mb="sm">
                <PlatformIcon size={30} stroke={1.6} />
              </ThemeIcon>
              <Text ta="center" fw={600} fz={{ base: 'sm', sm: 'md' }}>
                {label}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
