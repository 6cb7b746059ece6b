import type { AnalyticsQuery } from '@fanout/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc';

/**
 * The period's overview (`analytics.overview`); nothing is asked while a custom range is not
 * complete. The last answer stays on screen while a changed filter's loads.
 */
export function useAnalyticsOverview(query: AnalyticsQuery | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.analytics.overview.queryOptions(query ?? skipToken, { placeholderData: keepPreviousData }),
  );
}
