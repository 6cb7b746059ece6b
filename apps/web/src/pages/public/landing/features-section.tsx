import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarTime,
  IconChartBar,
  IconFileText,
  IconHash,
  IconPhoto,
  IconSend,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

interface Feature {
  title: string;
  description: string;
  icon: TablerIcon;
}

const FEATURES: Feature[] = [
  {
    title: 'Publish everywhere at once',
    description: 'Pick your accounts and post to all of them in one action.',
    icon: IconSend,
  },
  {
    title: 'Smart scheduling',
    description: 'Post now or choose a date and time; Fanout publishes it for you.',
    icon: IconCalendarTime,
  },
  {
    title: 'AI writing help',
    description: 'Generate posts from a topic or in the style of your earlier posts.',
    icon: IconSparkles,
  },
  {
    title: 'Hashtag suggestions',
    description: 'Let AI propose relevant hashtags for the post you are writing.',
    icon: IconHash,
  },
  {
    title: 'Media library',
    description: 'Keep uploaded and AI-generated images, videos and audio in one place.',
    icon: IconPhoto,
  },
  {
    title: 'Account groups',
    description: 'Group the accounts you often post to together and select them in one go.',
    icon: IconUsersGroup,
  },
  {
    title: 'Drafts',
    description: 'Save an idea as a draft and come back to finish it later.',
    icon: IconFileText,
  },
  {
    title: 'Analytics',
    description: 'Keep track of what you published, where and when.',
    icon: IconChartBar,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection id="features" bg="var(--fanout-surface-muted)">
      <SectionHeading
        eyebrow="Features"
        title="Everything you need to publish consistently"
        description="From the first idea to the published post, without switching tabs."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={32} verticalSpacing={40}>
        {FEATURES.map(({ title, description, icon: FeatureIcon }) => (
          <Stack key={title} gap="xs">
            <ThemeIcon
              size={44}
              radius="md"
              variant="gradient"
              gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}
            >
              <FeatureIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="xs">
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              {description}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
