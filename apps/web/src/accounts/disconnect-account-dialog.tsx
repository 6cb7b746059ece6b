import { accountDisplayName, type SocialAccount } from '@fanout/shared';
import { ConfirmDialog } from '../feedback/confirm-dialog';
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
    <ConfirmDialog
      title="Disconnect Account"
      confirmLabel="Disconnect"
      busy={disconnect.isPending}
      onConfirm={() => disconnect.mutate({ id: account.id }, { onSuccess: onClose })}
      onClose={onClose}
    >
      Disconnect {accountDisplayName(account)} from {platformName(account.platform)}? Fanout will no
      longer be able to post to this account. You can connect it again at any time.
    </ConfirmDialog>
  );
}
