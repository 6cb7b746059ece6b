import { CORE_MENUS, PERMISSIONS, type MenuItem } from '@fanout/shared';
import { Badge, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PermissionGate } from '../../access/permission-gate';
import { serverMessage } from '../../accounts/failure-message';
import { useTRPC } from '../../app/trpc';
import { showToast } from '../../feedback/show-toast';

const CORE_IDS: readonly string[] = CORE_MENUS.map((menu) => menu.id);

/** Admin Menu Management (/admin/menu-management, spec 001 §2): menus shown to the customer role. */
export function MenuManagementPage() {
  useDocumentTitle('Menu Management | Fanout');
  return (
    <PermissionGate permission={PERMISSIONS.viewAdminPanel}>
      <MenuManagement />
    </PermissionGate>
  );
}

function useMenuData() {
  const trpc = useTRPC();
  const menus = useQuery(trpc.menuAccess.menus.queryOptions()).data ?? [];
  const permissions = useQuery(trpc.menuAccess.permissions.queryOptions()).data ?? [];
  const pairs = useQuery(trpc.menuAccess.rolePermissions.queryOptions()).data ?? [];
  const roles = useQuery(trpc.admin.roles.queryOptions()).data ?? [];
  const customer = roles.find((role) => role.name === 'customer');
  const held = new Set(
    pairs.filter((pair) => pair.roleId === customer?.id).map((pair) => pair.permission.name),
  );
  const visibleMenus = menus
    .filter((menu) => CORE_IDS.includes(menu.id) || !menu.routePath.startsWith('/admin'))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  return { menus: visibleMenus, permissions, customer, held };
}

function useToggle(data: ReturnType<typeof useMenuData>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const done = (menu: MenuItem) => () => {
    setPending(({ [menu.id]: _gone, ...rest }) => rest);
    void queryClient.invalidateQueries({ queryKey: trpc.menuAccess.rolePermissions.queryKey() });
  };
  const onError = (error: unknown) =>
    showToast({
      title: 'Error',
      message: serverMessage(error) ?? 'Failed to update menu access',
      color: 'red',
    });
  const onSuccess = () =>
    showToast({ title: 'Success', message: 'Menu access updated successfully', color: 'green' });
  const grant = useMutation(trpc.menuAccess.grant.mutationOptions({ onError, onSuccess }));
  const revoke = useMutation(trpc.menuAccess.revoke.mutationOptions({ onError, onSuccess }));
  const toggle = (menu: MenuItem, visible: boolean) => {
    const permission = data.permissions.find((p) => p.name === menu.permissionName);
    if (!data.customer) return onError(new Error('Customer role not found'));
    if (!permission) return onError(new Error('Permission not found'));
    setPending((state) => ({ ...state, [menu.id]: visible }));
    const input = { roleId: data.customer.id, permissionId: permission.id };
    (visible ? grant : revoke).mutate(input, { onSettled: done(menu) });
  };
  return { pending, toggle };
}

function MenuManagement() {
  const data = useMenuData();
  const { pending, toggle } = useToggle(data);
  const isVisible = (menu: MenuItem) => pending[menu.id] ?? data.held.has(menu.permissionName);
  const shown = data.menus.filter(isVisible).length;
  return (
    <Stack gap="lg">
      <Title order={1}>Customer Menu Management</Title>
      <Text c="dimmed">
        Choose which menus the customer role sees. Admins always see all menus.
      </Text>
      <Text>{`${shown} of ${data.menus.length} menus visible`}</Text>
      {data.menus.length === 0 && <Text>No menu items configured yet</Text>}
      {data.menus.map((menu) => (
        <Card key={menu.id} withBorder>
          <Group>
            <Checkbox
              label={menu.menuLabel}
              checked={isVisible(menu)}
              onChange={(event) => toggle(menu, event.currentTarget.checked)}
            />
            <Text c="dimmed" size="sm">
              {menu.routePath}
            </Text>
            <Badge color={isVisible(menu) ? 'green' : 'gray'}>
              {isVisible(menu) ? 'Visible' : 'Hidden'}
            </Badge>
            <Badge variant="outline">
              {CORE_IDS.includes(menu.id) ? 'Core Menu' : 'Custom Menu'}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
