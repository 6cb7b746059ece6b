import type { AccountGroup, SocialAccount } from '@fanout/shared';
import { Grid } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { AccountGroupDialog } from './account-group-dialog';
import type { AccountsSearch, NavigateAccountsSearch } from './accounts-search';
import { ConnectBlueskyDialog } from './connect-bluesky-dialog';
import { DisconnectAccountDialog } from './disconnect-account-dialog';
import { FacebookPageDialog } from './facebook-page-dialog';
import { GroupPlatforms } from './group-platforms';
import { GroupSidebar } from './group-sidebar';
import { NoGroupSelected } from './no-group-selected';
import { PinterestBoardDialog } from './pinterest-board-dialog';
import { PLATFORM_META } from './platform-meta';
import { useConnectAccount } from './use-connect-account';
import { useOAuthReturn } from './use-oauth-return';

/** At most one dialog is open; each starts fresh when opened. */
type OpenDialog =
  | { kind: 'create-group' }
  | { kind: 'edit-group'; group: AccountGroup }
  | { kind: 'disconnect'; account: SocialAccount }
  | { kind: 'bluesky'; groupId: string }
  | { kind: 'facebook-page'; account: SocialAccount }
  | { kind: 'pinterest-board'; account: SocialAccount };

interface ConnectedAccountsPageProps {
  search: AccountsSearch;
  navigate: NavigateAccountsSearch;
}

/** Connected Accounts (/accounts, spec 000 §2): account groups and their platform connections. */
export function ConnectedAccountsPage({ search, navigate }: ConnectedAccountsPageProps) {
  useDocumentTitle('Connected Accounts | Fanout');
  const trpc = useTRPC();
  const groups = useQuery(trpc.accountGroup.list.queryOptions());
  const accounts = useQuery(trpc.socialAccount.list.queryOptions());
  const { connect, connecting } = useConnectAccount();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  useOAuthReturn(search, navigate);

  // A group id that no longer exists (deleted, or a stale link) selects nothing.
  const selected = groups.data?.find((group) => group.id === search.groupId);
  const selectGroup = (groupId: string | undefined) => navigate({ groupId });
  const close = () => setDialog(null);

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <GroupSidebar
            groups={groups.data}
            loadFailed={groups.isError && !isUnauthorizedError(groups.error)}
            selectedGroupId={selected?.id}
            onRetry={() => void groups.refetch()}
            onCreate={() => setDialog({ kind: 'create-group' })}
            onSelect={(group) => selectGroup(group.id)}
            onEdit={(group) => setDialog({ kind: 'edit-group', group })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          {selected === undefined ? (
            <NoGroupSelected onCreate={() => setDialog({ kind: 'create-group' })} />
          ) : (
            <GroupPlatforms
              group={selected}
              accounts={accounts.data}
              loadFailed={accounts.isError && !isUnauthorizedError(accounts.error)}
              onRetry={() => void accounts.refetch()}
              connecting={connecting}
              onConnect={(platform) =>
                PLATFORM_META[platform].connection === 'app-password'
                  ? setDialog({ kind: 'bluesky', groupId: selected.id })
                  : void connect(platform, selected.id)
              }
              onDisconnect={(account) => setDialog({ kind: 'disconnect', account })}
              onSelectPage={(account) => setDialog({ kind: 'facebook-page', account })}
              onSelectBoard={(account) => setDialog({ kind: 'pinterest-board', account })}
            />
          )}
        </Grid.Col>
      </Grid>

      {(dialog?.kind === 'create-group' || dialog?.kind === 'edit-group') && (
        <AccountGroupDialog
          group={dialog.kind === 'edit-group' ? dialog.group : undefined}
          onClose={close}
          onCreated={(group) => selectGroup(group.id)}
          onDeleted={(group) => {
            if (group.id === search.groupId) selectGroup(undefined);
          }}
        />
      )}
      {dialog?.kind === 'disconnect' && (
        <DisconnectAccountDialog account={dialog.account} onClose={close} />
      )}
      {dialog?.kind === 'bluesky' && (
        <ConnectBlueskyDialog groupId={dialog.groupId} onClose={close} />
      )}
      {dialog?.kind === 'facebook-page' && (
        <FacebookPageDialog account={dialog.account} onClose={close} />
      )}
      {dialog?.kind === 'pinterest-board' && (
        <PinterestBoardDialog account={dialog.account} onClose={close} />
      )}
    </>
  );
}
