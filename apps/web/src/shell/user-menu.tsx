import type { CurrentUser } from '@fanout/shared';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { signOut } from '../auth/login-redirect';
import { creditsLabel, displayEmail, dropdownName, headerName, shortUserId } from './user-names';

/** The header's user dropdown (spec 001 §2, "App shell"). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = headerName(user);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Group gap="xs" wrap="nowrap">
            {/* Mantine shows its default avatar when there is no image or it fails to load. */}
            <Avatar src={user.profileImageUrl} alt={name} radius="xl" size={32} />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end">
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text fw={600} size="sm">
            {dropdownName(user)}
          </Text>
          <Text c="dimmed" size="xs" truncate="end">
            {displayEmail(user)}
          </Text>
          <Text size="xs">{creditsLabel(user)}</Text>
          <Text c="dimmed" size="xs" ff="monospace">
            ID: {shortUserId(user)}
          </Text>
        </Stack>
        <Menu.Divider />
        {/* Spec 001 §2: these three entries are listed without actions for now. */}
        <Menu.Item leftSection={<IconUser size={16} />}>Profile Settings</Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} />}>Billing & Credits</Menu.Item>
        <Menu.Item leftSection={<IconSettings size={16} />}>Account Settings</Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
