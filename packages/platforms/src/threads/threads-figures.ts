import { NETWORK_FIGURES } from '@fanout/shared';
import type { FiguresContext } from '../analytics/figures-context';
import type { FiguresReader } from '../analytics/figures-reader';
import { readGraphInsights } from '../facebook/graph-insights';

/** Reading a thread's insights: Threads Insights API's permission, asked at connect. */
export const THREADS_INSIGHTS_SCOPE = 'threads_manage_insights';

/**
 * Threads media insights: `GET /v1.0/{media-id}/insights?metric=views,likes,replies,reposts,
 * quotes,shares` (threads_manage_insights). Replies and quotes count the post's own, not its
 * replies' ("returned metrics do not capture nested replies' metrics").
 */
export function createThreadsFiguresReader(context: FiguresContext): FiguresReader {
  return {
    platform: 'threads',
    scopes: [THREADS_INSIGHTS_SCOPE],
    read: (input) =>
      readGraphInsights(context, input, {
        platform: 'threads',
        base: `${context.hosts.threads.graph}/v1.0`,
        metrics: NETWORK_FIGURES.threads.map((entry) => entry.name),
      }),
  };
}
