import { PERMISSIONS } from '@fanout/shared';
import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { AdminStatCards } from './admin-stat-cards';
import { QuickActionsCard } from './quick-actions-card';
import { RecentActivityCard } from './recent-activity-card';
import { UserDetailDrawer } from './user-detail-drawer';
import { UsersTable } from './users-table';

/** Admin Dashboard (/admin, spec 001 §2, ADR 0052), for view_admin_panel. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.viewAdminPanel}>
      <AdminDashboard />
    </PermissionGate>
  );
}

function AdminDashboard() {
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Badge color="yellow" variant="light">
          Administrator
        </Badge>
      </Group>
      <AdminStatCards />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RecentActivityCard />
        <QuickActionsCard />
      </SimpleGrid>
      <UsersTable onOpen={setOpenUserId} />
      <UserDetailDrawer userId={openUserId} onClose={() => setOpenUserId(null)} />
    </Stack>
  );
}
