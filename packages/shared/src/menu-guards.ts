import type { CoreMenuId } from './permissions';

/** A menu's calls: procedure prefixes (`router.procedure`) and exact Fastify route patterns. */
export interface MenuGuard {
  readonly procedures: readonly string[];
  readonly routes: readonly string[];
}

/**
 * What each core menu guards on the server (ADR 0051): a customer whose role lacks
 * `access_{menuId}` gets 403 from these procedures (by prefix of `router.procedure`), whether called
 * over tRPC or over REST (the REST API is the same procedures), and from these plain REST routes
 * (Fastify route patterns, matched exactly). Admins always pass. One table, enforced in one place
 * (`apps/server/src/http/menu-guard.ts`). The post page's calls (`post.get`, `post.retryTarget`,
 * `post.resolveTarget`) and the dashboard's stats belong to no menu: the bell and the dashboard
 * lead there whatever is hidden. A content file asked for as a download (`?download=1`) is the
 * Content Library's too (`apps/server/src/media/content-routes.ts`, ADR 0066); shown inline, on a
 * post's page or as an avatar, it belongs to no menu.
 */
export const MENU_GUARDS: Readonly<Record<CoreMenuId, MenuGuard>> = {
  // The dashboard guards nothing: its calls belong to no menu (above).
  overview: { procedures: [], routes: [] },
  accounts: {
    procedures: [
      'socialAccount.',
      'accountGroup.',
      'queue.schedule',
      'queue.saveSchedule',
      'queue.requeue',
      // A group's RSS feeds (ADR 0096), on the group's page.
      'feed.',
    ],
    routes: ['/api/oauth/callback/:platform'],
  },
  content: {
    procedures: ['content.'],
    routes: ['/api/content', '/api/content/:id/signed-url', '/api/upload'],
  },
  create: {
    procedures: [
      'post.create',
      'post.update',
      'post.recompose',
      // A copy is a new post: refused while Create Post is hidden, as well as under Calendar.
      'post.duplicate',
      'ai.',
      'queue.add',
      'queue.nextSlot',
      // The CSV import creates posts (ADR 0095): refused while Create Post is hidden too.
      'post.importCsv',
    ],
    routes: ['/api/posts/import'],
  },
  scheduled: {
    procedures: [
      'post.list',
      'post.scheduled',
      'post.drafts',
      'post.published',
      'post.failed',
      'post.counts',
      'post.delete',
      // Import CSV and Export CSV sit on Posts & Drafts (ADR 0095).
      'post.importCsv',
    ],
    routes: [
      '/api/posts/import',
      '/api/posts/export',
      '/api/posts',
      '/api/posts/scheduled',
      '/api/posts/drafts',
      '/api/posts/published',
      '/api/posts/failed',
    ],
  },
  calendar: {
    procedures: ['post.calendar', 'post.reschedule', 'post.duplicate', 'queue.slots'],
    routes: [],
  },
  // A post's figures, Refresh now, the period's overview and its CSV export (ADR 0090), and the
  // best times drawn from them (ADR 0091).
  analytics: { procedures: ['analytics.', 'bestTimes.'], routes: ['/api/analytics/export.csv'] },
  credits: { procedures: ['credit.', 'billing.purchasePack'], routes: [] },
  subscription: {
    procedures: [
      'billing.plans',
      'billing.subscription',
      'billing.subscribe',
      'billing.cancel',
      'billing.payments',
      'billing.portal',
    ],
    routes: [],
  },
  'buy-credits': {
    procedures: ['billing.packages', 'billing.purchasePackage', 'billing.completeCheckout'],
    routes: [],
  },
};

/** The menus a procedure (`router.procedure`) belongs to. */
export function menusOfProcedure(procedure: string): CoreMenuId[] {
  return guardEntries()
    .filter(([, guard]) => guard.procedures.some((prefix) => procedure.startsWith(prefix)))
    .map(([id]) => id);
}

/**
 * The menus an HTTP request belongs to before any procedure runs: a tRPC batch's procedures
 * (`/trpc/a,b`; the hot reads answer without tRPC's middleware), or a plain route's pattern.
 */
export function menusOfRequest(pathname: string, routePattern: string | undefined): CoreMenuId[] {
  if (pathname.startsWith('/trpc/')) {
    const procedures = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
    return [...new Set(procedures.flatMap(menusOfProcedure))];
  }
  if (routePattern === undefined) return [];
  return guardEntries()
    .filter(([, guard]) => guard.routes.includes(routePattern))
    .map(([id]) => id);
}

function guardEntries(): [CoreMenuId, MenuGuard][] {
  return Object.entries(MENU_GUARDS) as [CoreMenuId, MenuGuard][];
}
