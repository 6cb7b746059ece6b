import { BLUESKY_APP_PASSWORD_HINT, connectBlueskyInput } from '@fanout/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { isUnauthorizedError } from '../app/unauthorized';
import { serverMessage } from './failure-message';
import { useConnectBluesky } from './use-connect-bluesky';

const APP_PASSWORDS_URL = 'https://bsky.app/settings/app-passwords';
const credentialsInput = connectBlueskyInput.omit({ groupId: true });

interface BlueskyFormValues {
  handle: string;
  appPassword: string;
}

interface ConnectBlueskyDialogProps {
  groupId: string;
  onClose: () => void;
}

/** Bluesky has no OAuth here: the user signs in with a handle and an app password. */
export function ConnectBlueskyDialog({ groupId, onClose }: ConnectBlueskyDialogProps) {
  const connect = useConnectBluesky();
  const form = useForm<BlueskyFormValues>({
    mode: 'uncontrolled',
    initialValues: { handle: '', appPassword: '' },
    validate: schemaResolver(credentialsInput, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    connect.mutate({ groupId, ...values }, { onSuccess: onClose });
  });

  // The server's reason (e.g. a wrong app password) is shown here, where it can be corrected.
  const failed = connect.isError && !isUnauthorizedError(connect.error);

  return (
    <Modal opened onClose={onClose} title="Connect Bluesky">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="Failed to connect account"
              role="alert"
            >
              {serverMessage(connect.error) ?? 'Please try again in a moment.'}
            </Alert>
          )}
          <TextInput
            label="Handle"
            placeholder="name.bsky.social"
            required
            autoComplete="username"
            data-autofocus
            key={form.key('handle')}
            {...form.getInputProps('handle')}
          />
          <PasswordInput
            label="App password"
            placeholder="xxxx-xxxx-xxxx-xxxx"
            required
            autoComplete="current-password"
            key={form.key('appPassword')}
            {...form.getInputProps('appPassword')}
          />
          <Text size="sm" c="dimmed">
            Use an app password, not your account password. {BLUESKY_APP_PASSWORD_HINT}{' '}
            <Anchor href={APP_PASSWORDS_URL} target="_blank" rel="noreferrer">
              Open Bluesky&apos;s app password settings
            </Anchor>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={connect.isPending}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
