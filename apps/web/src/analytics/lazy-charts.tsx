import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The charts, loaded on first use (React.lazy) so Mantine Charts and recharts stay out of the
 * landing page and out of the pages' own chunks; the figures in words show at once, the pictures
 * when their chunk arrives. A chunk gone after a deploy throws to the route's error component,
 * which offers a reload, as a page's own chunk does (lazy-page.ts).
 */
const loadCharts = () => import('./analytics-charts');
const LazyOverviewChart = lazy(() => loadCharts().then((m) => ({ default: m.OverviewChart })));
const LazyFigureSparkline = lazy(() => loadCharts().then((m) => ({ default: m.FigureSparkline })));

type OverviewChartProps = ComponentProps<typeof LazyOverviewChart>;
type FigureSparklineProps = ComponentProps<typeof LazyFigureSparkline>;

export function OverviewChart(props: OverviewChartProps) {
  return (
    <Suspense fallback={<Skeleton h={280} aria-hidden />}>
      <LazyOverviewChart {...props} />
    </Suspense>
  );
}

export function FigureSparkline(props: FigureSparklineProps) {
  return (
    <Suspense fallback={<Skeleton h={56} aria-hidden />}>
      <LazyFigureSparkline {...props} />
    </Suspense>
  );
}
