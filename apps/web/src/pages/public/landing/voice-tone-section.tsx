import { Badge, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconMessageCircle, IconMoodSmile } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

interface Tone {
  name: string;
  description: string;
  sample: string;
  icon: TablerIcon;
  color: string;
}

const TONES: Tone[] = [
  {
    name: 'Casual',
    description: 'Relaxed and conversational, like talking to a friend.',
    sample: '“Shipped a small thing today that saves me an hour a week. Here is how it works.”',
    icon: IconMessageCircle,
    color: 'teal',
  },
  {
    name: 'Witty',
    description: 'Playful and sharp, made to stop the scroll.',
    sample: '“My to-do list and I have agreed to see other people. Scheduling posts helped.”',
    icon: IconMoodSmile,
    color: 'orange',
  },
  {
    name: 'Storytelling',
    description: 'A short narrative with a beginning, a turn and a lesson.',
    sample: '“Two years ago I posted once a month, if I remembered. Then one Sunday…”',
    icon: IconBook,
    color: 'grape',
  },
];

export function VoiceToneSection() {
  return (
    <LandingSection>
      <SectionHeading
        eyebrow="Voice and tone"
        title="Sound like yourself, in the tone you choose"
        description="Each generation gives 3 posts in a chosen tone. Pick the one you like, edit it and publish."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {TONES.map(({ name, description, sample, icon: ToneIcon, color }) => (
          <Card key={name} withBorder radius="lg" padding="xl">
            <ThemeIcon size={44} radius="xl" variant="light" color={color} mb="md">
              <ToneIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="xl">
              {name}
            </Title>
            <Text c="dimmed" fz="sm" mt={4} mb="md">
              {description}
            </Text>
            <Text
              fz="sm"
              fs="italic"
              p="sm"
              mb="md"
              bg="var(--fanout-surface-muted)"
              style={{ borderRadius: 8 }}
            >
              {sample}
            </Text>
            <Badge variant="light" color={color} mt="auto" w="fit-content">
              3 posts per generation
            </Badge>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
