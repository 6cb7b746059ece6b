import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { FanoutLogo } from '../layout/fanout-logo';
import { LOGIN_PATH } from '../layout/login-path';

const SECTION_LINKS = [
  { label: 'Features', href: '#features' },
  { label: 'Platforms', href: '#platforms' },
  { label: 'Pricing', href: '#pricing' },
];

export function LandingHeader() {
  return (
    <Box
      component="header"
      py="sm"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--fanout-header-glass)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <FanoutLogo />
          <Group gap="lg" wrap="nowrap">
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Sections">
              {SECTION_LINKS.map((link) => (
                <Anchor
                  key={link.href}
                  href={link.href}
                  c="var(--mantine-color-text)"
                  fz="sm"
                  fw={500}
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
            <Anchor href="/privacy-policy" c="var(--mantine-color-text)" fz="sm" fw={500}>
              Privacy
            </Anchor>
            <Button component="a" href={LOGIN_PATH} radius="md">
              Get Started
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
