import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A billing page whose data could not be loaded (not for signing out: that one redirects). */
export function PageLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Paper withBorder p="xl" role="alert">
      <Stack align="center" gap="xs">
        <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
        <Text fw={500}>Error loading {what}</Text>
        <Text c="dimmed" ta="center">
          Please refresh the page or try again
        </Text>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Paper>
  );
}
