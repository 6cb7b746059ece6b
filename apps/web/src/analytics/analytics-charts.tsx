import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import type { FigurePoint, OverviewPoint } from './chart-data';
import { formatCount } from './figure-cells';

/*
 * Every chart of the analytics pages, in one module that only lazy-charts.tsx imports: Mantine
 * Charts and recharts (~100 KB gzip) load when a chart is first shown, never with the landing page
 * or the rest of a page (ADR 0090, "Pages").
 */

const count = (value: number) => formatCount(value);

/**
 * The period's views (left axis) and engagement (right axis: usually far smaller) of the posts
 * published each day, as bars: a day with no post has no bar, where a line would draw one
 * through it.
 */
export function OverviewChart({
  data,
  withViews,
  withEngagement,
}: {
  data: OverviewPoint[];
  withViews: boolean;
  withEngagement: boolean;
}) {
  const series = [
    ...(withViews ? [{ name: 'views', label: 'Views', color: 'blue.6' }] : []),
    ...(withEngagement
      ? [
          {
            name: 'engagement',
            label: 'Engagement',
            color: 'teal.6',
            ...(withViews ? { yAxisId: 'right' } : {}),
          },
        ]
      : []),
  ];
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="day"
      series={series}
      withLegend
      withRightYAxis={withViews && withEngagement}
      // Two scales: each axis says which bars it measures.
      {...(withViews && withEngagement
        ? { yAxisLabel: 'Views', rightYAxisLabel: 'Engagement' }
        : {})}
      valueFormatter={count}
      maxBarWidth={24}
    />
  );
}

/**
 * One figure of one post over time, on a time axis (reads come 1 h, 6 h, 1 day … apart). Small:
 * its figure's number is beside it, and the summary is its accessible name.
 */
export function FigureSparkline({
  points,
  summary,
  timeZone,
}: {
  points: FigurePoint[];
  summary: string;
  timeZone: string;
}) {
  return (
    <div role="img" aria-label={summary}>
      <AreaChart
        h={56}
        data={points}
        dataKey="at"
        series={[{ name: 'value', label: 'Value', color: 'blue.6' }]}
        withXAxis={false}
        withYAxis={false}
        gridAxis="none"
        withDots={false}
        curveType="monotone"
        accessibilityLayer={false}
        valueFormatter={count}
        xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'] }}
        tooltipProps={{
          labelFormatter: (at) =>
            typeof at === 'number'
              ? new Date(at).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone,
                })
              : at,
        }}
      />
    </div>
  );
}
