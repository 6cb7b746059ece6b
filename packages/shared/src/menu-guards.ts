/**
 * What each core menu guards on the server (issue 17 item 3, ADR 0051): a customer whose role lacks
 * `access_{menuId}` gets 403 from these tRPC procedures (by prefix of `router.procedure`) and REST
 * routes (by path prefix). Admins always pass. One table, enforced in one place
 * (`apps/server/src/http/menu-guard.ts`).
 */
export const MENU_GUARDS: Record<string, { procedures: string[]; routes: string[] }> = {
  accounts: {
    procedures: [
      'socialAccount.',
      'accountGroup.',
      'queue.schedule',
      'queue.saveSchedule',
      'queue.requeue',
    ],
    routes: ['/api/social-accounts', '/api/account-groups'],
  },
  content: { procedures: ['content.'], routes: ['/api/content', '/api/upload'] },
  create: {
    procedures: [
      'post.create',
      'post.update',
      'post.recompose',
      'ai.',
      'queue.add',
      'queue.nextSlot',
    ],
    routes: ['/api/queue'],
  },
  scheduled: {
    procedures: ['post.list', 'post.scheduled', 'post.drafts', 'post.delete'],
    routes: ['/api/posts'],
  },
  calendar: { procedures: ['post.calendar', 'queue.slots'], routes: ['/api/calendar'] },
  credits: { procedures: ['credit.', 'billing.purchasePack'], routes: ['/api/credits'] },
  subscription: {
    procedures: [
      'billing.plans',
      'billing.subscription',
      'billing.subscribe',
      'billing.cancel',
      'billing.payments',
      'billing.portal',
    ],
    routes: ['/api/subscription', '/api/payments'],
  },
  'buy-credits': {
    procedures: ['billing.packages', 'billing.purchasePackage', 'billing.completeCheckout'],
    routes: ['/api/credit-packages', '/api/purchase-credits'],
  },
};

/** The menus a request belongs to: its tRPC procedures (`/trpc/a,b`) or its REST path. */
export function menusOfRequest(pathname: string): string[] {
  const entries = Object.entries(MENU_GUARDS);
  if (pathname.startsWith('/trpc/')) {
    const procedures = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
    return entries
      .filter(([, guard]) =>
        procedures.some((procedure) => guard.procedures.some((p) => procedure.startsWith(p))),
      )
      .map(([id]) => id);
  }
  return entries
    .filter(([, guard]) =>
      guard.routes.some((route) => pathname === route || pathname.startsWith(`${route}/`)),
    )
    .map(([id]) => id);
}
