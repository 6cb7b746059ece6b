import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A list that failed to load for a reason other than being signed out, with a retry. */
export function ListLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={title}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Please try again in a moment.</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
