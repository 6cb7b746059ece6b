import { Anchor, SimpleGrid } from '@mantine/core';
import { IconFileText, IconServer, IconShieldLock } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconCard } from './icon-card';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

interface ContactChannel {
  title: string;
  description: ReactNode;
  icon: TablerIcon;
}

// Fanout is self-hostable, so the people to contact are whoever operates this instance; no
// address is hard-coded here.
const CONTACT_CHANNELS: ContactChannel[] = [
  {
    title: 'Questions and demos',
    description:
      'Reach the team that runs this Fanout instance through the contact details they have given you.',
    icon: IconServer,
  },
  {
    title: 'Privacy requests',
    description: (
      <>
        Ask for your data to be deleted on the{' '}
        <Anchor href="/user-data-deletion" inherit>
          data deletion page
        </Anchor>
        ; requests are processed within 30 days.
      </>
    ),
    icon: IconShieldLock,
  },
  {
    title: 'Terms and policies',
    description: (
      <>
        Read the{' '}
        <Anchor href="/terms" inherit>
          Terms of Service
        </Anchor>{' '}
        and the{' '}
        <Anchor href="/privacy-policy" inherit>
          Privacy Policy
        </Anchor>
        .
      </>
    ),
    icon: IconFileText,
  },
];

export function ContactSection() {
  return (
    <LandingSection id="contact">
      <SectionHeading
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about Fanout, your data or your account? Here is where to go."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CONTACT_CHANNELS.map(({ title, description, icon }) => (
          <IconCard
            key={title}
            icon={icon}
            title={title}
            description={description}
            color="indigo"
          />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
