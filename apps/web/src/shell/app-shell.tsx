import type { CurrentUser } from '@fanout/shared';
import { AppShell, Drawer } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { MenuGate } from '../access/menu-gate';
import { Brand } from './brand';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { VerifyEmailBanner } from './verify-email-banner';

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 260;

/**
 * The dashboard shell: header, a permanent sidebar from the 'sm' breakpoint up, and below it a
 * drawer with an overlay (Escape, overlay click and the close button close it).
 */
export function DashboardShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The drawer remembers the page it was opened on, so any route change closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpened = drawerOpenedOn === pathname;
  const closeDrawer = () => setDrawerOpenedOn(null);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader
          user={user}
          navigationOpened={drawerOpened}
          onOpenNavigation={() => setDrawerOpenedOn(pathname)}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <Sidebar />
      </AppShell.Navbar>
      <Drawer
        opened={drawerOpened}
        onClose={closeDrawer}
        hiddenFrom="sm"
        size={NAVBAR_WIDTH + 20}
        padding="sm"
        title={<Brand />}
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
        styles={{ body: { height: `calc(100% - ${HEADER_HEIGHT}px)` } }}
      >
        <Sidebar />
      </Drawer>
      <AppShell.Main>
        {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
        <MenuGate pathname={pathname}>{children}</MenuGate>
      </AppShell.Main>
    </AppShell>
  );
}
