import { Button, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useAccess } from '../access/use-access';
import { useAccessibleMenus } from '../access/use-accessible-menus';
import { signOut } from '../auth/login-redirect';
import { MenuIcon } from './menu-icon';
import { buildSidebar, type SidebarLink } from './sidebar-items';

function SidebarNavLink({ link }: { link: SidebarLink }) {
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={<MenuIcon iconName={link.iconName} />}
      // The router marks the current page with aria-current, which NavLink styles as active.
      activeOptions={{ exact: true }}
    />
  );
}

/** The navigation list, used both in the permanent sidebar and in the small-screen drawer. */
export function Sidebar() {
  const { access } = useAccess();
  const menus = useAccessibleMenus();
  const { main, admin } = buildSidebar(access, menus);

  return (
    <Stack h="100%" gap="sm" justify="space-between">
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <Stack gap={2}>
          {main.map((link) => (
            <SidebarNavLink key={link.key} link={link} />
          ))}
          {admin !== undefined && (
            <NavLink
              // A button, not a link without an address: it opens and closes the section.
              component="button"
              label="Administration"
              leftSection={<IconSettings size={18} stroke={1.6} />}
              defaultOpened
              childrenOffset="md"
            >
              {admin.map((link) => (
                <SidebarNavLink key={link.key} link={link} />
              ))}
            </NavLink>
          )}
        </Stack>
      </ScrollArea>
      <Button
        variant="light"
        color="gray"
        fullWidth
        leftSection={<IconLogout size={18} />}
        onClick={() => void signOut()}
      >
        Sign Out
      </Button>
    </Stack>
  );
}
