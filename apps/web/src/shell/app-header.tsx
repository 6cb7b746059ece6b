import type { CurrentUser } from '@fanout/shared';
import { ActionIcon, Anchor, Badge, Burger, Group, Indicator } from '@mantine/core';
import { IconBell, IconCoins } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Brand } from './brand';
import { creditsLabel } from './user-names';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  user: CurrentUser;
  navigationOpened: boolean;
  onOpenNavigation: () => void;
}

export function AppHeader({ user, navigationOpened, onOpenNavigation }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onOpenNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
        />
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <Brand />
        </Anchor>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Badge
          visibleFrom="xs"
          size="lg"
          variant="light"
          leftSection={<IconCoins size={14} />}
          tt="none"
        >
          {creditsLabel(user)}
        </Badge>
        {/* Spec 001 §2: notifications are not built; the badge is fixed at 0. */}
        <Indicator label={0} size={16} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
