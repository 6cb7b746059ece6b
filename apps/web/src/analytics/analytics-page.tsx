import { zonedWallTime } from '@fanout/shared';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useTRPC } from '../app/trpc';
import { isUnauthorizedError } from '../app/unauthorized';
import { serverMessage } from '../accounts/failure-message';
import { ListLoadError } from '../lists/list-load-error';
import { useNow } from '../time/use-now';
import { useTimeZone } from '../time/use-time-zone';
import { AnalyticsFiltersBar } from './analytics-filters-bar';
import { AnalyticsOverviewView } from './analytics-overview-view';
import {
  analyticsExportUrl,
  analyticsQueryOf,
  DEFAULT_FILTERS,
  type AnalyticsFilters,
} from './analytics-period';
import { updatedText } from './target-analytics-status';
import { useAnalyticsOverview } from './use-analytics-overview';

/** How often "updated … ago" is recomputed while the page is open. */
const CLOCK_MS = 30_000;

/**
 * The Analytics page (/analytics, menu `analytics`, ADR 0090): a period's totals across networks
 * and per network, views and engagement by day, the top posts, filtered by group and network, and
 * the period's per-target figures as CSV. Days are the user's (their time zone).
 */
export function AnalyticsPage() {
  useDocumentTitle('Analytics | Fanout');
  const trpc = useTRPC();
  const timeZone = useTimeZone();
  const now = useNow(CLOCK_MS);
  const today = zonedWallTime(now, timeZone).date;
  const [filters, setFilters] = useState<AnalyticsFilters>(DEFAULT_FILTERS);
  const query = analyticsQueryOf(filters, today);
  const overview = useAnalyticsOverview(query);
  const groups = useQuery(trpc.accountGroup.list.queryOptions());
  const updated = overview.data ? updatedText(overview.data.updatedAt, now) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            Analytics
          </Title>
          <Text c="dimmed" aria-live="polite">
            {overview.data
              ? updated === null
                ? 'No figures read yet for this period'
                : `Figures ${updated}`
              : `How your posts did, by day in ${timeZone}`}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={query === null}
          renderRoot={(props) =>
            query === null ? (
              <button type="button" {...props} />
            ) : (
              <a {...props} href={analyticsExportUrl(query)} download />
            )
          }
        >
          Export CSV
        </Button>
      </Group>
      <AnalyticsFiltersBar
        filters={filters}
        onFilters={setFilters}
        groups={groups.data ?? []}
        today={today}
      />
      {query === null ? (
        <Text c="dimmed">Pick the first and last days of the range.</Text>
      ) : overview.isError ? (
        <OverviewError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : overview.data ? (
        <AnalyticsOverviewView overview={overview.data} timeZone={timeZone} />
      ) : (
        <div role="status" aria-label="Loading the analytics">
          <Loader />
        </div>
      )}
    </Stack>
  );
}

/**
 * A period the server refuses (too long, say) is said in its words, with no retry to offer; any
 * other failure offers one. Signing out is the query client's to handle.
 */
function OverviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isUnauthorizedError(error)) return null;
  const message = serverMessage(error);
  if (error instanceof TRPCClientError && error.data?.code === 'BAD_REQUEST' && message) {
    return (
      <Alert color="orange" variant="light" title="This period cannot be shown" role="alert">
        {message}
      </Alert>
    );
  }
  return <ListLoadError title="Could not load the analytics" onRetry={onRetry} />;
}
