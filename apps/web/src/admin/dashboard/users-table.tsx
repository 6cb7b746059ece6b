import { formatCount, type DirectoryUser } from '@fanout/shared';
import {
  Anchor,
  Badge,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';
import { roleBadgeColor } from '../roles/role-badge-color';
import { UserStatusBadge } from './user-status-badge';

const PAGE_SIZE = 20;

/** The users directory: search by email or name (debounced), pages of 20, a row opens the drawer. */
export function UsersTable({ onOpen }: { onOpen: (userId: string) => void }) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const directory = useQuery({
    ...trpc.admin.userDirectory.queryOptions({ ...(q ? { q } : {}), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((directory.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card withBorder component="section" aria-labelledby="users-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id="users-title">
            Users
          </Title>
          <TextInput
            label="Search users"
            placeholder="Email or name"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {directory.isError && !isUnauthorizedError(directory.error) && (
          <ListLoadError
            title="Could not load the users"
            onRetry={() => void directory.refetch()}
          />
        )}
        {directory.isPending && <Text c="dimmed">Loading the users…</Text>}
        {directory.data && <UsersRows users={directory.data.users} onOpen={onOpen} />}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {directory.data ? `${directory.data.total} users` : ''}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function UsersRows(props: { users: DirectoryUser[]; onOpen: (userId: string) => void }) {
  if (props.users.length === 0) return <Text>No users match this search.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Credits</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.users.map((user) => (
            <Table.Tr
              key={user.id}
              style={{ cursor: 'pointer' }}
              onClick={() => props.onOpen(user.id)}
            >
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => props.onOpen(user.id)}>
                  {user.email}
                </Anchor>
                {user.fullName && (
                  <Text size="xs" c="dimmed">
                    {user.fullName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatCount(user.credits)}</Table.Td>
              <Table.Td>{user.plan ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge key={role} color={roleBadgeColor(role)} variant="light">
                      {role}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
