import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { APP_VERSION } from './app-version';
import { FanoutLogo } from './fanout-logo';

interface FooterLink {
  label: string;
  href: string;
}

const LEGAL_LINKS: FooterLink[] = [
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Data Deletion', href: '/user-data-deletion' },
];

// In-page anchors only make sense on the landing page, where the sections exist.
const PRODUCT_LINKS: FooterLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Platforms', href: '#platforms' },
  { label: 'Contact', href: '#contact' },
];

interface PublicFooterProps {
  /** Show the in-page anchors (#features, #pricing, #platforms, #contact). */
  withProductLinks?: boolean;
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Stack gap="xs">
      <Text fw={700} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.href} href={link.href} c="dimmed" fz="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function PublicFooter({ withProductLinks = false }: PublicFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      bg="var(--fanout-surface-muted)"
      py={48}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: withProductLinks ? 3 : 2 }} spacing="xl">
          <Stack gap="sm" maw={320}>
            <FanoutLogo />
            <Text fz="sm" c="dimmed">
              Write once, publish everywhere. AI-assisted social media publishing you can host
              yourself.
            </Text>
          </Stack>
          {withProductLinks && <FooterColumn title="Product" links={PRODUCT_LINKS} />}
          <FooterColumn title="Legal" links={LEGAL_LINKS} />
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed">
            © {year} Fanout. All rights reserved.
          </Text>
          <Text fz="xs" c="dimmed">
            Version {APP_VERSION}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
