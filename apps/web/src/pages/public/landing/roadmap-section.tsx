import { Badge, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { APP_VERSION } from '../layout/app-version';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

type RoadmapStatus = 'Live' | 'In Progress' | 'Planned';

interface RoadmapMilestone {
  version: string;
  title: string;
  status: RoadmapStatus;
  items: string[];
}

const STATUS_COLOR: Record<RoadmapStatus, string> = {
  Live: 'green',
  'In Progress': 'blue',
  Planned: 'gray',
};

const MILESTONES: RoadmapMilestone[] = [
  {
    version: 'v1.0',
    title: 'Core platform',
    status: 'Live',
    items: [
      'Publishing to nine platforms',
      'Scheduling and drafts',
      'AI writing and media library',
    ],
  },
  {
    version: 'v1.1',
    title: 'Enhanced UX',
    status: 'In Progress',
    items: ['Copy-to-clipboard', 'Post history', 'Improved scheduling'],
  },
  {
    version: 'v2.0',
    title: 'Smarter AI',
    status: 'Planned',
    items: ['AI voice training', 'Topic suggestions'],
  },
];

export function RoadmapSection() {
  return (
    <LandingSection bg="var(--fanout-surface-muted)">
      <SectionHeading
        eyebrow="Roadmap"
        title="Where Fanout is heading"
        description={
          <>
            You are looking at version{' '}
            <Badge
              component="span"
              variant="outline"
              color="indigo"
              size="lg"
              radius="sm"
              tt="none"
            >
              {APP_VERSION}
            </Badge>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {MILESTONES.map((milestone) => (
          <Card key={milestone.version} withBorder radius="lg" padding="xl">
            <Group justify="space-between" mb="sm">
              <Text fw={800} fz="xl" c="indigo">
                {milestone.version}
              </Text>
              <Badge color={STATUS_COLOR[milestone.status]} variant="light">
                {milestone.status}
              </Badge>
            </Group>
            <Title order={3} fz="lg" mb="sm">
              {milestone.title}
            </Title>
            <List size="sm" spacing={6} c="dimmed">
              {milestone.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
