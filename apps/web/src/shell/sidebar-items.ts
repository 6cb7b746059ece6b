import {
  CORE_MENUS,
  hasPermission,
  PERMISSIONS,
  PURCHASE_MENU_IDS,
  type MenuItem,
  type PermissionsResponse,
} from '@fanout/shared';

export interface SidebarLink {
  key: string;
  label: string;
  to: string;
  iconName: string | null;
}

export interface SidebarSections {
  main: SidebarLink[];
  /** The 'Administration' section, or undefined when it is hidden. */
  admin: SidebarLink[] | undefined;
}

/** The administration links and the permission each needs (spec 001 §2). */
const ADMIN_LINKS: readonly { link: SidebarLink; permission: string }[] = [
  {
    link: { key: 'admin', label: 'Admin Dashboard', to: '/admin', iconName: 'shield' },
    permission: PERMISSIONS.viewAdminPanel,
  },
  {
    link: {
      key: 'admin-subscription-plans',
      label: 'Subscription Plans',
      to: '/admin/subscription-plans',
      iconName: 'list-details',
    },
    permission: PERMISSIONS.manageSubscriptionPlans,
  },
  {
    link: {
      key: 'admin-credit-packages',
      label: 'Credit Packages',
      to: '/admin/credit-packages',
      iconName: 'package',
    },
    permission: PERMISSIONS.manageCreditPackages,
  },
  {
    link: {
      key: 'admin-user-roles',
      label: 'User Roles',
      to: '/admin/user-roles',
      iconName: 'user-shield',
    },
    permission: PERMISSIONS.viewAdminPanel,
  },
  {
    link: {
      key: 'admin-menu-management',
      label: 'Menu Management',
      to: '/admin/menu-management',
      iconName: 'menu',
    },
    permission: PERMISSIONS.viewAdminPanel,
  },
  {
    link: {
      key: 'admin-audit-log',
      label: 'Audit Log',
      to: '/admin/audit-log',
      iconName: 'history',
    },
    permission: PERMISSIONS.viewAdminPanel,
  },
];

const CORE_MENU_IDS: ReadonlySet<string> = new Set(CORE_MENUS.map((menu) => menu.id));

/**
 * What the sidebar lists for this user. Admins see every core menu; others see a core menu when
 * menu.accessible includes it (an admin may hide it from customers) and, for the purchase menus,
 * when they hold purchase_credits. Custom menus follow, by display order. Until permissions
 * (and, for non-admins, menus) are known, nothing permission-gated is listed.
 */
export function buildSidebar(
  access: PermissionsResponse | undefined,
  menus: readonly MenuItem[] | undefined,
): SidebarSections {
  if (!access || (!access.isAdmin && !menus)) return { main: [], admin: undefined };

  const accessibleIds = new Set((menus ?? []).map((menu) => menu.id));
  const core = CORE_MENUS.filter((menu) => {
    if (access.isAdmin) return true;
    if (!accessibleIds.has(menu.id)) return false;
    return (
      !PURCHASE_MENU_IDS.includes(menu.id) || hasPermission(access, PERMISSIONS.purchaseCredits)
    );
  }).map((menu): SidebarLink => ({
    key: menu.id,
    label: menu.label,
    to: menu.routePath,
    iconName: menu.iconName,
  }));

  const custom = (menus ?? [])
    .filter((menu) => !CORE_MENU_IDS.has(menu.id) && !menu.routePath.startsWith('/admin'))
    .toSorted((a, b) => a.displayOrder - b.displayOrder)
    .map((menu): SidebarLink => ({
      key: menu.id,
      label: menu.menuLabel,
      to: menu.routePath,
      iconName: menu.iconName,
    }));

  const admin = hasPermission(access, PERMISSIONS.viewAdminPanel)
    ? ADMIN_LINKS.filter(({ permission }) => hasPermission(access, permission)).map(
        ({ link }) => link,
      )
    : undefined;

  return { main: [...core, ...custom], admin };
}
