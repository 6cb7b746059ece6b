import {
  getAnalyticsOverview,
  getPostAnalytics,
  refreshPostAnalytics,
} from '@fanout/core/analytics';
import {
  analyticsOverviewSchema,
  analyticsQuerySchema,
  idInput,
  postAnalyticsSchema,
  refreshAnalyticsResultSchema,
} from '@fanout/shared';
import { checkedOnce, ownerProcedure, router } from '../trpc';

const meta = (method: 'GET' | 'POST', path: `/${string}`) => ({
  openapi: { method, path, tags: ['analytics'] },
  // What an API key needs here (ADR 0092).
  scope: method === 'GET' ? ('analytics:read' as const) : undefined,
});

/**
 * Analytics (ADR 0090): a post's figures, Refresh now, and a period's overview; the period's CSV
 * is a plain route (analytics/analytics-export-route.ts). Every call is the Analytics menu's
 * (MENU_GUARDS: a role without `access_analytics` gets 403) and reads only the caller's own rows.
 * The reads are reused under the owner's analytics version, frozen: their outputs are checked
 * once (`checkedOnce`), and over tRPC they are hot reads (hot-reads.ts).
 */
export const analyticsRouter = router({
  post: ownerProcedure
    .meta(meta('GET', '/posts/{id}/analytics'))
    .input(idInput)
    .output(checkedOnce(postAnalyticsSchema))
    .query(({ ctx, input }) => getPostAnalytics(ctx.deps.core, { actor: ctx.owner, input })),
  refresh: ownerProcedure
    .meta(meta('POST', '/posts/{id}/analytics/refresh'))
    .input(idInput)
    .output(refreshAnalyticsResultSchema)
    .mutation(({ ctx, input }) => refreshPostAnalytics(ctx.deps.core, { actor: ctx.owner, input })),
  overview: ownerProcedure
    .meta(meta('GET', '/analytics'))
    .input(analyticsQuerySchema)
    .output(checkedOnce(analyticsOverviewSchema))
    .query(({ ctx, input }) => getAnalyticsOverview(ctx.deps.core, { actor: ctx.owner, input })),
});
