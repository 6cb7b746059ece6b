import { PERMISSIONS, type AdminUser, type Role, type UserRole } from '@fanout/shared';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';
import { roleBadgeColor } from './role-badge-color';
import { useUserRoleChanges } from './use-user-role-changes';

/** Admin User Roles (/admin/user-roles, spec 001 §2), for view_admin_panel. */
export function UserRolesPage() {
  useDocumentTitle('User Role Management | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.viewAdminPanel}>
      <UserRoles />
    </PermissionGate>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

function UserRoles() {
  const trpc = useTRPC();
  const users = useQuery(trpc.admin.users.queryOptions()).data ?? [];
  const roles = useQuery(trpc.admin.roles.queryOptions()).data ?? [];
  const assignments = useQuery(trpc.admin.userRoles.queryOptions()).data ?? [];
  const [open, setOpen] = useState(false);
  const admins = new Set(assignments.filter((a) => a.role.name === 'admin').map((a) => a.userId));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>User Role Management</Title>
        <Button onClick={() => setOpen(true)}>Assign Role</Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Counter label="Total Users" value={users.length} />
        <Counter label="Active Roles" value={roles.length} />
        <Counter label="Administrators" value={admins.size} />
        <Counter label="Role Assignments" value={assignments.length} />
      </SimpleGrid>
      {users.map((user) => (
        <UserCard
          key={user.id}
          user={user}
          assignments={assignments.filter((a) => a.userId === user.id)}
        />
      ))}
      <AssignRoleDialog opened={open} onClose={() => setOpen(false)} users={users} roles={roles} />
    </Stack>
  );
}

function UserCard({ user, assignments }: { user: AdminUser; assignments: UserRole[] }) {
  const { revoke } = useUserRoleChanges();
  const name = user.fullName ?? user.email;
  return (
    <Card withBorder component="article" aria-label={name}>
      <Group>
        <Avatar src={user.profilePicture} alt="">
          {user.profilePicture ? null : <IconUser size={18} />}
        </Avatar>
        <Text fw={600}>{name}</Text>
        {assignments.length === 0 && <Text c="dimmed">No roles assigned</Text>}
        {assignments.map(({ role }) => (
          <Badge
            key={role.id}
            color={roleBadgeColor(role.name)}
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={`Revoke ${role.name} from ${name}`}
                onClick={() => revoke.mutate({ userId: user.id, roleId: role.id })}
              >
                <IconX size={12} />
              </ActionIcon>
            }
          >
            {role.name}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}

function AssignRoleDialog(props: {
  opened: boolean;
  onClose: () => void;
  users: AdminUser[];
  roles: Role[];
}) {
  const { assign } = useUserRoleChanges();
  const [userId, setUserId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const submit = () => {
    if (!userId || !roleId) {
      showToast({ title: 'Error', message: 'Please select both user and role', color: 'red' });
      return;
    }
    assign.mutate({ userId, roleId }, { onSuccess: props.onClose });
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Assign Role">
      <Stack>
        <Select
          label="User"
          value={userId}
          onChange={setUserId}
          searchable
          data={props.users.map((u) => ({
            value: u.id,
            label: `${u.email}${u.fullName ? ` (${u.fullName})` : ''}`,
          }))}
        />
        <Select
          label="Role"
          value={roleId}
          onChange={setRoleId}
          data={props.roles.map((r) => ({
            value: r.id,
            label: `${r.name} - ${r.description ?? ''}`,
          }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={assign.isPending}>
            {assign.isPending ? 'Assigning...' : 'Assign Role'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
