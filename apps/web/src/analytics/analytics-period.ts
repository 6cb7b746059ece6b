import { addDays, type AnalyticsQuery, type Platform } from '@fanout/shared';

/** The periods the Analytics page offers: the last 7, 30 or 90 days (today included), or a range. */
export const PERIODS = ['7', '30', '90', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom range',
};

/** What the page's filters hold; '' is "all" for the group and the network. */
export interface AnalyticsFilters {
  period: Period;
  /** The custom range's first and last days ('YYYY-MM-DD'), while one is being chosen. */
  range: readonly [string | null, string | null];
  groupId: string;
  platform: Platform | '';
}

export const DEFAULT_FILTERS: AnalyticsFilters = {
  period: '30',
  range: [null, null],
  groupId: '',
  platform: '',
};

/**
 * The API's query for these filters on `today` (the user's calendar day): the last N days end
 * today; a custom range needs both its days. Null while a custom range is incomplete.
 */
export function analyticsQueryOf(filters: AnalyticsFilters, today: string): AnalyticsQuery | null {
  let from: string;
  let to: string;
  if (filters.period === 'custom') {
    const [first, last] = filters.range;
    if (first === null || last === null) return null;
    [from, to] = first <= last ? [first, last] : [last, first];
  } else {
    from = addDays(today, 1 - Number(filters.period));
    to = today;
  }
  return {
    from,
    to,
    ...(filters.groupId === '' ? {} : { groupId: filters.groupId }),
    ...(filters.platform === '' ? {} : { platform: filters.platform }),
  };
}

/**
 * The filters with another period. A custom range starts as the period shown until then, so
 * choosing "Custom range" keeps the figures on screen and only the days need changing.
 */
export function choosePeriod(
  filters: AnalyticsFilters,
  period: Period,
  today: string,
): AnalyticsFilters {
  if (period !== 'custom' || filters.period === 'custom') return { ...filters, period };
  const shown = analyticsQueryOf(filters, today);
  return { ...filters, period, range: shown === null ? [null, null] : [shown.from, shown.to] };
}

/**
 * The CSV export of the period's per-target figures (`GET /api/analytics/export.csv`) with the
 * page's filters, as a link the browser downloads (the server names the file).
 */
export function analyticsExportUrl(query: AnalyticsQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.groupId !== undefined) params.set('groupId', query.groupId);
  if (query.platform !== undefined) params.set('platform', query.platform);
  return `/api/analytics/export.csv?${params.toString()}`;
}
