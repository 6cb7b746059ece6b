import type { SocialAccount } from '@fanout/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { accountDisplayName } from './account-labels';
import { platformName } from './platform-meta';
import { useDisconnectAccount } from './use-disconnect-account';

interface DisconnectAccountDialogProps {
  account: SocialAccount;
  onClose: () => void;
}

/** The 'Disconnect Account' confirmation (spec 000 §2). */
export function DisconnectAccountDialog({ account, onClose }: DisconnectAccountDialogProps) {
  const disconnect = useDisconnectAccount();

  return (
    <Modal opened onClose={onClose} title="Disconnect Account">
      <Stack gap="md">
        <Text>
          Disconnect {accountDisplayName(account)} from {platformName(account.platform)}? Fanout
          will no longer be able to post to this account. You can connect it again at any time.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={disconnect.isPending}
            onClick={() => disconnect.mutate({ id: account.id }, { onSuccess: onClose })}
          >
            Disconnect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
