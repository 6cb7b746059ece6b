import { SimpleGrid } from '@mantine/core';
import { IconBulb, IconRocket, IconUserCircle } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { IconCard } from './icon-card';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

interface Audience {
  title: string;
  description: string;
  icon: TablerIcon;
}

const AUDIENCES: Audience[] = [
  {
    title: 'Founders',
    description:
      'Share product news and lessons learned without losing half a day to copy-pasting between apps.',
    icon: IconRocket,
  },
  {
    title: 'Solopreneurs',
    description:
      'Stay visible on every channel your customers use while you keep running the business.',
    icon: IconUserCircle,
  },
  {
    title: 'Content creators',
    description: 'Turn one idea into posts for each audience and keep a steady publishing rhythm.',
    icon: IconBulb,
  },
];

export function AudienceSection() {
  return (
    <LandingSection>
      <SectionHeading
        eyebrow="Who it is for"
        title="Made for people who publish alone"
        description="Fanout is for anyone who has more ideas than hours: founders, solopreneurs and content creators."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {AUDIENCES.map(({ title, description, icon }) => (
          <IconCard
            key={title}
            icon={icon}
            title={title}
            description={description}
            color="indigo"
            size="lg"
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
