import { Anchor, SimpleGrid } from '@mantine/core';
import { IconDatabaseOff, IconKey, IconShieldLock, IconTrash } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconCard } from './icon-card';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

interface PrivacyPoint {
  title: string;
  description: ReactNode;
  icon: TablerIcon;
}

const PRIVACY_POINTS: PrivacyPoint[] = [
  {
    title: 'Your posts are not stored',
    description: 'What you write is used to create and publish your posts, and nothing else.',
    icon: IconDatabaseOff,
  },
  {
    title: 'Your data is not resold',
    description: 'We do not sell or rent your data to advertisers or anyone else.',
    icon: IconShieldLock,
  },
  {
    title: 'Official sign-in for every platform',
    description:
      'Accounts connect through each platform’s own authorisation page; you can disconnect at any time.',
    icon: IconKey,
  },
  {
    title: 'Delete your data any time',
    description: (
      <>
        Request deletion of your account and data on the{' '}
        <Anchor href="/user-data-deletion" inherit>
          data deletion page
        </Anchor>
        .
      </>
    ),
    icon: IconTrash,
  },
];

export function PrivacyPointsSection() {
  return (
    <LandingSection bg="var(--fanout-surface-muted)">
      <SectionHeading
        eyebrow="Privacy"
        title="Your content stays yours"
        description={
          <>
            Read the full{' '}
            <Anchor href="/privacy-policy" inherit>
              Privacy Policy
            </Anchor>{' '}
            for the details.
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {PRIVACY_POINTS.map(({ title, description, icon }) => (
          <IconCard key={title} icon={icon} title={title} description={description} color="teal" />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
