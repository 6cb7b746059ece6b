import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ApiKeysSection } from './api-keys-section';

/**
 * The Developer page (/settings/developer, the user menu's "Developer"): one section per thing an
 * integrator sets up, each a component of its own — a new section is one import and one line.
 */
export function DeveloperPage() {
  useDocumentTitle('Developer | Fanout');
  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          Developer
        </Title>
        <Text c="dimmed">
          Keys for the REST API (see /api/openapi.json): each works within its scopes, with no
          cookie.
        </Text>
      </div>
      <ApiKeysSection />
    </Stack>
  );
}
