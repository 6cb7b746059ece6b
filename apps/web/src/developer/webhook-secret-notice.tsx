import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

export interface ShownSecret {
  url: string;
  secret: string;
}

/** The signing secret, shown once with Copy: it cannot be shown again (rotate for a new one). */
export function WebhookSecretNotice({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  return (
    <Alert color="blue" variant="light" icon={<IconKey size={18} />} title="Signing secret">
      <Stack gap="xs">
        <Text size="sm">
          Copy the secret for {shown.url} now: it is not shown again. Verify each delivery with it
          (any Standard Webhooks library).
        </Text>
        <Code block data-testid="webhook-secret">
          {shown.secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={shown.secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'teal' : 'blue'}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
