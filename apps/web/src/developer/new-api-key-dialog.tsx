import type { CreatedApiKey } from '@fanout/shared';
import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';

/** The one time a key is shown: its text, a Copy button and the warning that it will not return. */
export function NewApiKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: CreatedApiKey;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={`Your new key “${apiKey.name}”`} size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="status">
          Copy this key now: it will not be shown again.
        </Alert>
        <TextInput
          label="API key"
          readOnly
          value={apiKey.key}
          ff="monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end" gap="sm">
          <CopyButton value={apiKey.key}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
