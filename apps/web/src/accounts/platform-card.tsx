import type { Platform, SocialAccount } from '@fanout/shared';
import { Button, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Fragment } from 'react';
import { ConnectedAccount } from './connected-account';
import { PLATFORM_META } from './platform-meta';

export interface PlatformCardActions {
  onConnect: (platform: Platform) => void;
  onDisconnect: (account: SocialAccount) => void;
  onSelectPage: (account: SocialAccount) => void;
  onSelectBoard: (account: SocialAccount) => void;
}

interface PlatformCardProps extends PlatformCardActions {
  platform: Platform;
  /** The group's connected accounts on this platform (normally none or one). */
  accounts: SocialAccount[];
  connecting: boolean;
  /** Another platform's connection is starting: the page is about to be left. */
  connectDisabled: boolean;
}

/** One platform in the selected group (spec 000 §2): connect it, or manage what is connected. */
export function PlatformCard({
  platform,
  accounts,
  connecting,
  connectDisabled,
  ...actions
}: PlatformCardProps) {
  const { name, icon: Icon, color } = PLATFORM_META[platform];

  return (
    <Card component="article" aria-label={name} withBorder padding="md">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color={color} aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              Connect {name}
            </Title>
            <Text size="sm" c="dimmed">
              Add your {name} account
            </Text>
          </div>
        </Group>
        {accounts.length === 0 ? (
          <Button
            mt="auto"
            loading={connecting}
            disabled={connectDisabled}
            onClick={() => actions.onConnect(platform)}
          >
            Connect
          </Button>
        ) : (
          accounts.map((account, index) => (
            <Fragment key={account.id}>
              {index > 0 && <Divider />}
              <ConnectedAccount
                account={account}
                onDisconnect={() => actions.onDisconnect(account)}
                onSelectPage={() => actions.onSelectPage(account)}
                onSelectBoard={() => actions.onSelectBoard(account)}
                onReconnect={() => actions.onConnect(platform)}
                reconnecting={connecting}
              />
            </Fragment>
          ))
        )}
      </Stack>
    </Card>
  );
}
