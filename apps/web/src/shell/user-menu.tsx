import { useState } from 'react';
import type { CurrentUser } from '@fanout/shared';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconCode,
  IconSettings,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { DeleteAccountDialog } from '../account/delete-account-dialog';
import { signOut } from '../auth/login-redirect';
import { creditsLabel, displayEmail, dropdownName, headerName, shortUserId } from './user-names';

/** The header's user dropdown (spec 001 §2, "App shell"). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = headerName(user);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          {/* The name shown is part of the button's name (WCAG 2.5.3), which also says what it opens. */}
          <UnstyledButton aria-label={`User menu, ${name}`}>
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
          {/* Spec 001 §2 lists these three without actions; ADR 0053 gives them pages. */}
          <Menu.Item component={Link} to="/settings/profile" leftSection={<IconUser size={16} />}>
            Profile Settings
          </Menu.Item>
          <Menu.Item component={Link} to="/credits" leftSection={<IconCreditCard size={16} />}>
            Billing & Credits
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/settings/account"
            leftSection={<IconSettings size={16} />}
          >
            Account Settings
          </Menu.Item>
          <Menu.Item component={Link} to="/settings/developer" leftSection={<IconCode size={16} />}>
            Developer
          </Menu.Item>
          <Menu.Item
            color="var(--mantine-color-red-text)"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
          >
            Delete Account
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            // Mantine would use red-6 (3.3:1 on white); the theme's readable red in both schemes.
            color="var(--mantine-color-red-text)"
            leftSection={<IconLogout size={16} />}
            onClick={() => void signOut()}
          >
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {deleting && user.email ? (
        <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />
      ) : null}
    </>
  );
}
