import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadError } from './chunk-load-error';

/**
 * A route that failed to render. When its code could not be fetched (usually a deploy while this
 * tab was open) the visitor gets a plain explanation and a reload, not a blank page; anything
 * else keeps the router's own error screen.
 */
export function RouteError(props: ErrorComponentProps) {
  if (!isChunkLoadError(props.error)) return <ErrorComponent error={props.error} />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={480} role="alert">
        <Title order={1} size="h3">
          This page could not be loaded
        </Title>
        <Text c="dimmed">
          Fanout may have been updated since this tab was opened, or the connection dropped. Reload
          to get the latest version.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
