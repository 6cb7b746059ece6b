import { accountDisplayName, type SocialAccount } from '@fanout/shared';
import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { accountHealthWarning } from './account-health';
import { PLATFORM_META } from './platform-meta';
import { accountPauseLabel } from '../posts/wait-labels';
import { useTimeZone } from '../time/use-time-zone';

interface ConnectedAccountProps {
  account: SocialAccount;
  onDisconnect: () => void;
  onSelectPage: () => void;
  onSelectBoard: () => void;
  /** Connect the same account again: fresh tokens, its posts kept (store-connected-account.ts). */
  onReconnect: () => void;
  reconnecting: boolean;
}

/** One connected account inside its platform card: name, health, target, and its actions. */
export function ConnectedAccount({
  account,
  onDisconnect,
  onSelectPage,
  onSelectBoard,
  onReconnect,
  reconnecting,
}: ConnectedAccountProps) {
  const name = accountDisplayName(account);
  const warning = accountHealthWarning(account);
  // The platform asked us to wait (a rate limit): its posts go out after this by themselves.
  const timeZone = useTimeZone();
  const pause = accountPauseLabel(
    PLATFORM_META[account.platform].name,
    account.rateLimitedUntil,
    new Date(),
    { timeZone },
  );

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Avatar src={account.avatarUrl} alt="" size="sm" radius="xl" />
        <Text fw={500} truncate="end" title={name}>
          {name}
        </Text>
        {warning !== null && (
          <Badge
            color="yellow"
            variant="light"
            tt="none"
            leftSection={<IconAlertTriangle size={12} />}
          >
            Needs attention
          </Badge>
        )}
      </Group>
      {warning !== null && (
        <Text size="xs" c="yellow">
          {warning}
        </Text>
      )}
      {pause !== null && (
        <Text size="xs" c="yellow">
          {pause}. Its posts wait and go out by themselves.
        </Text>
      )}
      {account.platform === 'facebook' && (
        <PostingTarget
          label="Page"
          current={account.facebookPageId && (account.facebookPageName ?? account.facebookPageId)}
          missing="No page selected. Choose the page to post to."
          action={account.facebookPageId ? 'Change Page' : 'Select Page'}
          onAction={onSelectPage}
        />
      )}
      {account.platform === 'pinterest' && (
        <PostingTarget
          label="Default board"
          current={
            account.pinterestBoardId && (account.pinterestBoardName ?? account.pinterestBoardId)
          }
          missing="No default board selected. Choose the board to pin to."
          action={account.pinterestBoardId ? 'Change Board' : 'Select Board'}
          onAction={onSelectBoard}
        />
      )}
      <Group gap="xs">
        {warning !== null ? (
          <Button size="xs" color="orange" loading={reconnecting} onClick={onReconnect}>
            Reconnect
          </Button>
        ) : (
          <ConnectedMark />
        )}
        <Button size="xs" variant="subtle" color="red" onClick={onDisconnect}>
          Disconnect
        </Button>
      </Group>
    </Stack>
  );
}

/** A healthy account's state, as a button that cannot be pressed (spec 000 §2 "Connected"). */
function ConnectedMark() {
  return (
    <Button size="xs" variant="light" color="green" disabled leftSection={<IconCheck size={14} />}>
      Connected
    </Button>
  );
}

interface PostingTargetProps {
  label: string;
  /** The chosen page or board; null/empty when none is chosen yet. */
  current: string | null;
  missing: string;
  action: string;
  onAction: () => void;
}

/** Facebook posts go to a page and Pinterest pins to a board: both must be chosen (spec 000 §4). */
function PostingTarget({ label, current, missing, action, onAction }: PostingTargetProps) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      {current ? (
        <Text size="sm" truncate="end">
          {label}: {current}
        </Text>
      ) : (
        <Text size="sm" c="orange">
          {missing}
        </Text>
      )}
      <Button size="xs" variant="light" onClick={onAction} style={{ flexShrink: 0 }}>
        {action}
      </Button>
    </Group>
  );
}
