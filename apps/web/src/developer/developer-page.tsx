import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { WebhookSection } from './webhook-section';

/** Developer Settings (/settings/developer): what integrators manage — here, webhooks (ADR 0094). */
export function DeveloperPage() {
  useDocumentTitle('Developer Settings | Fanout');
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          Developer Settings
        </Title>
        <Text c="dimmed">Connect your own tools to Fanout</Text>
      </div>
      <WebhookSection />
    </Stack>
  );
}
