/** Role and permission names of spec 001 §3 and §6. */
export const ROLES = {
  admin: 'admin',
  customer: 'customer',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];

export const PERMISSIONS = {
  purchaseCredits: 'purchase_credits',
  viewAdminPanel: 'view_admin_panel',
  manageSubscriptionPlans: 'manage_subscription_plans',
  manageCreditPackages: 'manage_credit_packages',
} as const;
export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS] | `access_${string}`;

export function menuPermissionName(menuId: string): `access_${string}` {
  return `access_${menuId}`;
}

/**
 * The core menus: spec 001 §2's eight, the Calendar after Posts & Drafts (ADR 0058, migration
 * 0024) and Analytics after it (ADR 0090, migration 0042). Their permission is access_{id}; the
 * customer role holds them all by default, and Menu Management can hide them from customers.
 */
export const CORE_MENUS = [
  { id: 'overview', label: 'Overview', routePath: '/', iconName: 'dashboard', displayOrder: 10 },
  {
    id: 'accounts',
    label: 'Connected Accounts',
    routePath: '/accounts',
    iconName: 'users',
    displayOrder: 20,
  },
  {
    id: 'content',
    label: 'Content Library',
    routePath: '/content',
    iconName: 'photo',
    displayOrder: 30,
  },
  {
    id: 'create',
    label: 'Create Post',
    routePath: '/create',
    iconName: 'pencil',
    displayOrder: 40,
  },
  {
    id: 'scheduled',
    label: 'Scheduled Posts',
    routePath: '/scheduled',
    iconName: 'calendar',
    displayOrder: 50,
  },
  {
    id: 'calendar',
    label: 'Calendar',
    routePath: '/calendar',
    iconName: 'calendar-month',
    displayOrder: 55,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    routePath: '/analytics',
    iconName: 'chart-bar',
    displayOrder: 57,
  },
  {
    id: 'credits',
    label: 'Credits & Billing',
    routePath: '/credits',
    iconName: 'credit-card',
    displayOrder: 60,
  },
  {
    id: 'subscription',
    label: 'Subscription',
    routePath: '/subscription',
    iconName: 'crown',
    displayOrder: 70,
  },
  {
    id: 'buy-credits',
    label: 'Buy Credits',
    routePath: '/buy-credits',
    iconName: 'coins',
    displayOrder: 80,
  },
] as const;

/** The id of a core menu: the one list of them is `CORE_MENUS` (a misspelt id is a type error). */
export type CoreMenuId = (typeof CORE_MENUS)[number]['id'];

/** Core menus that also need purchase_credits (spec 001 §2). */
export const PURCHASE_MENU_IDS: readonly string[] = [
  'credits',
  'subscription',
  'buy-credits',
] as const satisfies readonly CoreMenuId[];

/** Who holds which permissions: the server's actor and the web's permissions response share it. */
export interface PermissionHolder {
  isAdmin: boolean;
  permissions: readonly string[];
}

/**
 * The one permission rule (spec 001 §6): admins hold every permission, others what is listed.
 * Unknown access (still loading, or failed) grants nothing.
 */
export function hasPermission(holder: PermissionHolder | undefined, permission: string): boolean {
  if (!holder) return false;
  return holder.isAdmin || holder.permissions.includes(permission);
}
