import type { AnalyticsOverview, Figure, TargetAnalytics } from '@fanout/shared';

/** One point of a post's figure over time: when it was read (ms) and what it was. */
export interface FigurePoint {
  at: number;
  value: number;
}

/**
 * One figure's reads of a target, oldest first, leaving out reads that did not answer it: a
 * missing figure is no 0 (ADR 0090), so it is no point either.
 */
export function figureHistory(history: TargetAnalytics['history'], figure: Figure): FigurePoint[] {
  return history.flatMap((snapshot) => {
    const value = snapshot.figures[figure];
    return value === undefined ? [] : [{ at: new Date(snapshot.fetchedAt).getTime(), value }];
  });
}

/** A line needs two reads; one read is only a number, already shown beside it. */
export function isChartable(points: readonly FigurePoint[]): boolean {
  return points.length >= 2;
}

/** A day of the period ('YYYY-MM-DD', the user's calendar day) as the chart's axis says it: "Nov 3". */
export function dayLabel(date: string, locale?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export interface OverviewPoint {
  day: string;
  views: number | null;
  engagement: number | null;
}

/** The period's series as the overview chart draws it: a day with nothing reported stays a gap. */
export function overviewChartData(
  series: AnalyticsOverview['series'],
  locale?: string,
): OverviewPoint[] {
  return series.map((point) => ({
    day: dayLabel(point.date, locale),
    views: point.views,
    engagement: point.engagement,
  }));
}

/** Whether any day of the series has a figure of `key`: a line of nothing but gaps is left out. */
export function hasAny(series: AnalyticsOverview['series'], key: 'views' | 'engagement'): boolean {
  return series.some((point) => point[key] !== null);
}

/** A figure's small chart in words (its accessible name): "Reactions over 3 reads: 2 → 9". */
export function sparklineSummary(
  label: string,
  points: readonly FigurePoint[],
  locale?: string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return `${label}: no reads yet`;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  return `${label} over ${points.length} reads: ${count(first.value)} → ${count(last.value)}`;
}
