import { PERMISSIONS } from '@fanout/shared';

export interface SignedInPage {
  path: string;
  /** Page title as the specs name it. */
  title: string;
  /** Permission the page needs in the UI (spec 001 §6); undefined = any signed-in user. */
  permission?: string;
}

/** Every signed-in route (spec 001 §2, "Routing overview"), shown inside the dashboard shell. */
export const SIGNED_IN_PAGES = [
  { path: '/', title: 'Dashboard' },
  { path: '/accounts', title: 'Connected Accounts' },
  { path: '/content', title: 'Content Library' },
  { path: '/create', title: 'Create New Post' },
  { path: '/scheduled', title: 'Posts & Drafts' },
  { path: '/calendar', title: 'Calendar' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/credits', title: 'Credits & Billing', permission: PERMISSIONS.purchaseCredits },
  {
    path: '/subscription',
    title: 'Subscription Management',
    permission: PERMISSIONS.purchaseCredits,
  },
  { path: '/buy-credits', title: 'Buy Credits', permission: PERMISSIONS.purchaseCredits },
  { path: '/settings/profile', title: 'Profile Settings' },
  { path: '/settings/account', title: 'Account Settings' },
  { path: '/settings/developer', title: 'Developer' },
  { path: '/admin', title: 'Admin Dashboard', permission: PERMISSIONS.viewAdminPanel },
  {
    path: '/admin/subscription-plans',
    title: 'Subscription Plans',
    permission: PERMISSIONS.manageSubscriptionPlans,
  },
  {
    path: '/admin/user-roles',
    title: 'User Role Management',
    permission: PERMISSIONS.viewAdminPanel,
  },
  {
    path: '/admin/credit-packages',
    title: 'Credit Packages',
    permission: PERMISSIONS.manageCreditPackages,
  },
  {
    path: '/admin/menu-management',
    title: 'Customer Menu Management',
    permission: PERMISSIONS.viewAdminPanel,
  },
  {
    path: '/admin/audit-log',
    title: 'Audit Log',
    permission: PERMISSIONS.viewAdminPanel,
  },
] as const satisfies readonly SignedInPage[];
