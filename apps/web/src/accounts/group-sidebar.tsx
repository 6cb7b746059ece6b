import type { AccountGroup } from '@fanout/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconPlus } from '@tabler/icons-react';
import { accountCountLabel } from './account-labels';

interface GroupSidebarProps {
  groups: AccountGroup[] | undefined;
  loadFailed: boolean;
  selectedGroupId: string | undefined;
  onRetry: () => void;
  onCreate: () => void;
  onSelect: (group: AccountGroup) => void;
  onEdit: (group: AccountGroup) => void;
}

/** The page's own sidebar (spec 000 §2): its title, 'Create Group' and the account groups. */
export function GroupSidebar(props: GroupSidebarProps) {
  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="connected-accounts-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={1} size="h3" id="connected-accounts-title">
            Connected Accounts
          </Title>
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={props.onCreate}>
            Create Group
          </Button>
        </Group>
        <GroupList {...props} />
      </Stack>
    </Paper>
  );
}

function GroupList({
  groups,
  loadFailed,
  selectedGroupId,
  onRetry,
  onSelect,
  onEdit,
}: GroupSidebarProps) {
  if (loadFailed) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title="Could not load your groups"
        role="alert"
      >
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (groups === undefined) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading groups">
        <Skeleton height={52} />
        <Skeleton height={52} />
      </Stack>
    );
  }
  if (groups.length === 0) {
    return (
      <Stack gap={4} align="center" py="md">
        <Text fw={500}>No account groups yet</Text>
        <Text size="sm" c="dimmed" ta="center">
          Create your first group to get started
        </Text>
      </Stack>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-label="Account groups"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {groups.map((group) => (
        <GroupListItem
          key={group.id}
          group={group}
          selected={group.id === selectedGroupId}
          onSelect={onSelect}
          onEdit={onEdit}
        />
      ))}
    </Stack>
  );
}

interface GroupListItemProps {
  group: AccountGroup;
  selected: boolean;
  onSelect: (group: AccountGroup) => void;
  onEdit: (group: AccountGroup) => void;
}

function GroupListItem({ group, selected, onSelect, onEdit }: GroupListItemProps) {
  return (
    <li>
      <Paper
        withBorder
        p="xs"
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined }}
      >
        <Group gap="xs" wrap="nowrap">
          <UnstyledButton
            style={{ flex: 1, minWidth: 0 }}
            aria-pressed={selected}
            onClick={() => onSelect(group)}
          >
            <Text fw={500} truncate="end">
              {group.name}
            </Text>
            <Text size="xs" c="dimmed">
              {accountCountLabel(group.accountCount)}
            </Text>
          </UnstyledButton>
          <Tooltip label="Edit group">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${group.name}`}
              onClick={() => onEdit(group)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Paper>
    </li>
  );
}
