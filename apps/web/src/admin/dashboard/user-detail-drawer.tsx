import { formatCount, type UserDetail } from '@fanout/shared';
import { Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';
import { roleBadgeColor } from '../roles/role-badge-color';
import { AdjustCreditsForm } from './adjust-credits-form';
import { LedgerTable } from './ledger-table';
import { SuspensionControls } from './suspension-controls';
import { UserApiKeys } from './user-api-keys';
import { UserStatusBadge } from './user-status-badge';

/** One user's detail beside the directory: counts, ledger, credit adjustment, suspension, API keys. */
export function UserDetailDrawer(props: { userId: string | null; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.admin.userDetail.queryOptions({ id: props.userId ?? '' }),
    enabled: props.userId !== null,
  });
  return (
    <Drawer
      opened={props.userId !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={detail.data?.email ?? 'User'}
    >
      {detail.isError && !isUnauthorizedError(detail.error) && (
        <ListLoadError title="Could not load this user" onRetry={() => void detail.refetch()} />
      )}
      {detail.isPending && <Text c="dimmed">Loading the user…</Text>}
      {detail.data && <UserDetailBody user={detail.data} />}
    </Drawer>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{typeof value === 'number' ? formatCount(value) : value}</Text>
    </div>
  );
}

function UserDetailBody({ user }: { user: UserDetail }) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        {user.fullName && <Text fw={500}>{user.fullName}</Text>}
        <UserStatusBadge status={user.status} />
        {user.roles.map((role) => (
          <Badge key={role} color={roleBadgeColor(role)} variant="light">
            {role}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Credits" value={user.credits} />
        <Figure label="Plan" value={user.plan ?? 'None'} />
        <Figure label="Posts" value={user.postsCount} />
        <Figure label="Connected accounts" value={user.connectedAccountsCount} />
      </SimpleGrid>
      <AdjustCreditsForm userId={user.id} />
      <SuspensionControls user={user} />
      <section aria-labelledby="ledger-title">
        <Title order={3} size="h5" id="ledger-title" mb="xs">
          Credit ledger
        </Title>
        <LedgerTable entries={user.ledger} />
      </section>
      <UserApiKeys userId={user.id} />
    </Stack>
  );
}
