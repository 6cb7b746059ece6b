import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ApiKeysSection } from './api-keys-section';
import { McpSection } from './mcp-section';
import { WebhookSection } from './webhook-section';

/**
 * Developer Settings (/settings/developer, the user menu's "Developer Settings"): one section per
 * thing an integrator sets up, each a component of its own — API keys (ADR 0092), webhooks
 * (ADR 0094) and the MCP server's address (ADR 0097); a new section is one import and one line.
 */
export function DeveloperPage() {
  useDocumentTitle('Developer Settings | Fanout');
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          Developer Settings
        </Title>
        <Text c="dimmed">
          Connect your own tools to Fanout: keys for the REST API (see /api/openapi.json), each
          working within its scopes with no cookie, and webhooks that tell them what happened.
        </Text>
      </div>
      <ApiKeysSection />
      <WebhookSection />
      <McpSection />
    </Stack>
  );
}
