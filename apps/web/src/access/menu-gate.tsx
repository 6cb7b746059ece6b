import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { coreMenuAt, hiddenMenuAt } from './hidden-menu';
import { useAccess } from './use-access';
import { useAccessibleMenusQuery } from './use-accessible-menus';

/**
 * A core menu an administrator hid from the customer role (Menu Management) is refused on its
 * page too, not only left out of the sidebar: the server answers its calls 403 (ADR 0051), and
 * the page says why instead of showing a load failure. While access loads nothing is shown (spec
 * 001 §6); if it cannot load, the page shows and the server still decides.
 */
export function MenuGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { access, isLoading } = useAccess();
  const menus = useAccessibleMenusQuery();
  if (!coreMenuAt(pathname) || access?.isAdmin) return children;
  if (isLoading || menus.isPending) return null;
  const hidden = hiddenMenuAt(pathname, access, menus.data);
  if (!hidden) return children;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconLock size={18} />}
      title="This page is hidden from your role"
    >
      {`An administrator has hidden ${hidden.label} from customers. Ask an administrator if you need it.`}
    </Alert>
  );
}
