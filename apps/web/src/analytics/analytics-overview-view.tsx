import type { AnalyticsOverview } from '@fanout/shared';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useMenuOpen } from '../access/use-menu-open';
import { hasAny, overviewChartData } from './chart-data';
import { totalFigureCell } from './figure-cells';
import { OverviewChart } from './lazy-charts';
import { NetworkTotalsTable } from './network-totals-table';
import { PeriodTotals } from './period-totals';
import { TopPostsTable } from './top-posts-table';

/** A period's overview: totals, views and engagement by day, each network, the top posts. */
export function AnalyticsOverviewView({
  overview,
  timeZone,
}: {
  overview: AnalyticsOverview;
  timeZone: string;
}) {
  const chart = useMemo(() => overviewChartData(overview.series), [overview.series]);
  if (overview.totals.targets === 0) return <NothingPublished />;
  const withViews = hasAny(overview.series, 'views');
  const withEngagement = hasAny(overview.series, 'engagement');
  const viewsCell = totalFigureCell(overview.totals.figures.views, overview.byNetwork, 'views');
  return (
    <Stack gap="xl">
      <PeriodTotals overview={overview} />
      <section aria-labelledby="overview-chart-heading">
        <Title order={2} size="h4" id="overview-chart-heading" mb="xs">
          Views and engagement by day
        </Title>
        {withViews || withEngagement ? (
          <Paper withBorder p="md">
            <OverviewChart data={chart} withViews={withViews} withEngagement={withEngagement} />
            {!withViews && (
              <Text size="sm" c="dimmed" mt="xs">
                Views: {viewsCell.text}
              </Text>
            )}
          </Paper>
        ) : (
          <Text c="dimmed">No figures read yet for the posts of this period.</Text>
        )}
      </section>
      <NetworkTotalsTable byNetwork={overview.byNetwork} />
      <TopPostsTable topPosts={overview.topPosts} timeZone={timeZone} />
    </Stack>
  );
}

/** The empty state: nothing was published in the period (with these filters). */
function NothingPublished() {
  const canCreate = useMenuOpen('create');
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconChartBar size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          Nothing published in this period
        </Title>
        <Text c="dimmed" ta="center">
          Figures appear here for posts published to your networks; try a longer period or other
          filters.
        </Text>
        {canCreate && (
          <Button variant="light" mt="xs" renderRoot={(props) => <Link {...props} to="/create" />}>
            Create a post
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
