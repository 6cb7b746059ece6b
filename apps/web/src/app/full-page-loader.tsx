import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session check runs (spec 001 §2) and while leaving for the sign-in page. */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
