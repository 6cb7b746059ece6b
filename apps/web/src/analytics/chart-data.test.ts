import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  figureHistory,
  hasAny,
  isChartable,
  overviewChartData,
  sparklineSummary,
} from './chart-data';

describe('figureHistory', () => {
  const history = [
    { fetchedAt: '2026-11-24T01:00:00.000Z', figures: { reactions: 2 } },
    { fetchedAt: '2026-11-24T06:00:00.000Z', figures: { reactions: 5, views: 80 } },
    { fetchedAt: '2026-11-25T00:00:00.000Z', figures: { reactions: 9, views: 120 } },
  ];

  it('gives one point per read of the figure, oldest first', () => {
    expect(figureHistory(history, 'reactions')).toEqual([
      { at: Date.parse('2026-11-24T01:00:00.000Z'), value: 2 },
      { at: Date.parse('2026-11-24T06:00:00.000Z'), value: 5 },
      { at: Date.parse('2026-11-25T00:00:00.000Z'), value: 9 },
    ]);
  });

  it('leaves out reads that did not answer the figure, rather than drawing a 0', () => {
    expect(figureHistory(history, 'views').map((point) => point.value)).toEqual([80, 120]);
    expect(figureHistory(history, 'saves')).toEqual([]);
  });

  it('draws a line from two reads on', () => {
    expect(isChartable(figureHistory(history.slice(0, 1), 'reactions'))).toBe(false);
    expect(isChartable(figureHistory(history, 'views'))).toBe(true);
  });
});

describe('overviewChartData', () => {
  const series = [
    { date: '2026-11-01', views: null, engagement: 3 },
    { date: '2026-11-02', views: 40, engagement: null },
  ];

  it('labels each calendar day as it is, whatever the browser zone', () => {
    expect(dayLabel('2026-11-01', 'en')).toBe('Nov 1');
    expect(overviewChartData(series, 'en')).toEqual([
      { day: 'Nov 1', views: null, engagement: 3 },
      { day: 'Nov 2', views: 40, engagement: null },
    ]);
  });

  it('knows a line with no figure at all', () => {
    expect(hasAny(series, 'views')).toBe(true);
    expect(hasAny([{ date: '2026-11-01', views: null, engagement: 1 }], 'views')).toBe(false);
  });
});

describe('sparklineSummary', () => {
  it('says the first and the last read of the figure', () => {
    const points = [
      { at: 1, value: 2 },
      { at: 2, value: 5 },
      { at: 3, value: 1200 },
    ];
    expect(sparklineSummary('Reactions', points, 'en')).toBe('Reactions over 3 reads: 2 → 1,200');
    expect(sparklineSummary('Views', [], 'en')).toBe('Views: no reads yet');
  });
});
