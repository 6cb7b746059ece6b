import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PermissionGate } from '../access/permission-gate';
import type { SignedInPage } from './signed-in-pages';

/**
 * The honest stand-in for a signed-in page whose feature is not built yet: its title, a plain
 * statement, and the same permission guard the finished page will have.
 */
export function PlaceholderPage({ page }: { page: SignedInPage }) {
  return (
    <PermissionGate permission={page.permission}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {page.title}
        </Title>
        <Paper withBorder p="xl">
          <Stack align="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconTools size={26} />
            </ThemeIcon>
            <Text c="dimmed" ta="center">
              This part of Fanout is being built and is not available yet.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </PermissionGate>
  );
}
