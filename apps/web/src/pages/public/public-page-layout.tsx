import type { ReactNode } from 'react';
import { Box, Button, Container, Group } from '@mantine/core';
import { FanoutLogo } from './layout/fanout-logo';
import { PublicFooter } from './layout/public-footer';

interface PublicPageLayoutProps {
  children: ReactNode;
}

/** Frame for the legal, data deletion and 404 pages: logo header, content, legal footer. */
export function PublicPageLayout({ children }: PublicPageLayoutProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <FanoutLogo />
            <Button component="a" href="/" variant="subtle" size="sm">
              Home
            </Button>
          </Group>
        </Container>
      </Box>
      <Box component="main" py={{ base: 32, sm: 56 }} style={{ flex: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
