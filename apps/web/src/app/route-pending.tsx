import { Center, Group, Loader, Text } from '@mantine/core';

/**
 * Shown in place of a page while its code loads (lazy-page.ts): inside the shell for signed-in
 * pages, so the header and sidebar stay where they are. The height keeps a public page's footer
 * from jumping up and down again.
 */
export function RoutePending() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Group gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">Loading page...</Text>
      </Group>
    </Center>
  );
}
