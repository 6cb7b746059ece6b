import type { CurrentUser } from '@fanout/shared';
import { Anchor, Badge, Burger, Group } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Brand } from './brand';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NotificationBell } from './notification-bell';
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
        {/* Spec 000 §2 fixed the badge at 0; the publishing issue makes it count unread notifications. */}
        <ColorSchemeToggle />
        <NotificationBell />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
