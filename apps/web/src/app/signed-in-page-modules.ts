/**
 * Where each signed-in page's code lives. This table is a lazy chunk of its own: the landing page's
 * first script then carries one dynamic import for all of them, not one per page with its list of
 * chunks to preload — that list grew with every page and had pushed the landing page over its
 * budget (ADR 0043). A signed-in page loads this table (a few KB, cached) and then its own chunk.
 */
export const SIGNED_IN_PAGE_MODULES = {
  '/': () => import('../dashboard/dashboard-page').then((m) => m.DashboardPage),
  '/accounts': () =>
    import('../accounts/connected-accounts-page').then((m) => m.ConnectedAccountsPage),
  '/content': () => import('../content/content-library-page').then((m) => m.ContentLibraryPage),
  '/create': () => import('../posts/composer/create-post-page').then((m) => m.CreatePostPage),
  '/scheduled': () =>
    import('../posts/posts-and-drafts/posts-and-drafts-page').then((m) => m.PostsAndDraftsPage),
  '/posts/$id': () => import('../posts/post-page/post-page').then((m) => m.PostPage),
  '/calendar': () => import('../calendar/calendar-page').then((m) => m.CalendarPage),
  '/analytics': () => import('../analytics/analytics-page').then((m) => m.AnalyticsPage),
  '/credits': () => import('../billing/credits-page').then((m) => m.CreditsPage),
  '/buy-credits': () => import('../billing/buy-credits-page').then((m) => m.BuyCreditsPage),
  '/subscription': () => import('../billing/subscription-page').then((m) => m.SubscriptionPage),
  '/admin': () =>
    import('../admin/dashboard/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  '/settings/profile': () =>
    import('../settings/profile-settings-page').then((m) => m.ProfileSettingsPage),
  '/settings/account': () =>
    import('../settings/account-settings-page').then((m) => m.AccountSettingsPage),
  '/settings/developer': () => import('../developer/developer-page').then((m) => m.DeveloperPage),
  '/admin/subscription-plans': () =>
    import('../admin/catalog/subscription-plans-page').then((m) => m.SubscriptionPlansPage),
  '/admin/credit-packages': () =>
    import('../admin/catalog/credit-packages-page').then((m) => m.CreditPackagesPage),
  '/admin/user-roles': () => import('../admin/roles/user-roles-page').then((m) => m.UserRolesPage),
  '/admin/menu-management': () =>
    import('../admin/roles/menu-management-page').then((m) => m.MenuManagementPage),
  '/admin/audit-log': () => import('../admin/audit/audit-log-page').then((m) => m.AuditLogPage),
  placeholder: () => import('../pages/placeholder-page').then((m) => m.PlaceholderPage),
};

export type SignedInPageKey = keyof typeof SIGNED_IN_PAGE_MODULES;
