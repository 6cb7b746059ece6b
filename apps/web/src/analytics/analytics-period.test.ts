import { describe, expect, it } from 'vitest';
import {
  analyticsExportUrl,
  analyticsQueryOf,
  choosePeriod,
  DEFAULT_FILTERS,
  type AnalyticsFilters,
} from './analytics-period';

const TODAY = '2026-03-31';

describe('analyticsQueryOf', () => {
  it('ends the last N days today, today included', () => {
    expect(analyticsQueryOf({ ...DEFAULT_FILTERS, period: '7' }, TODAY)).toEqual({
      from: '2026-03-25',
      to: TODAY,
    });
    expect(analyticsQueryOf({ ...DEFAULT_FILTERS, period: '30' }, TODAY)).toEqual({
      from: '2026-03-02',
      to: TODAY,
    });
    expect(analyticsQueryOf({ ...DEFAULT_FILTERS, period: '90' }, TODAY)).toEqual({
      from: '2026-01-01',
      to: TODAY,
    });
  });

  it('counts calendar days over a leap day', () => {
    expect(analyticsQueryOf({ ...DEFAULT_FILTERS, period: '7' }, '2028-03-02')?.from).toBe(
      '2028-02-25',
    );
  });

  it('takes a custom range in either order, and waits for both its days', () => {
    const custom: AnalyticsFilters = { ...DEFAULT_FILTERS, period: 'custom', range: [null, null] };
    expect(analyticsQueryOf(custom, TODAY)).toBeNull();
    expect(analyticsQueryOf({ ...custom, range: ['2026-02-01', null] }, TODAY)).toBeNull();
    expect(analyticsQueryOf({ ...custom, range: ['2026-02-10', '2026-02-01'] }, TODAY)).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
    });
  });

  it('sends the group and the network only when one is chosen', () => {
    const groupId = '5f0c2b2e-8d6a-4a51-9a57-2f3c1d7b9e01';
    expect(
      analyticsQueryOf({ ...DEFAULT_FILTERS, period: '7', groupId, platform: 'bluesky' }, TODAY),
    ).toEqual({ from: '2026-03-25', to: TODAY, groupId, platform: 'bluesky' });
  });
});

describe('choosePeriod', () => {
  it('starts a custom range as the period shown, and keeps one already chosen', () => {
    const custom = choosePeriod({ ...DEFAULT_FILTERS, period: '7' }, 'custom', TODAY);
    expect(custom).toEqual({ ...DEFAULT_FILTERS, period: 'custom', range: ['2026-03-25', TODAY] });
    const edited = { ...custom, range: ['2026-02-01', '2026-02-03'] } as const;
    expect(choosePeriod(edited, 'custom', TODAY).range).toEqual(['2026-02-01', '2026-02-03']);
    expect(choosePeriod(edited, '90', TODAY)).toEqual({ ...edited, period: '90' });
  });
});

describe('analyticsExportUrl', () => {
  it('carries the period and only the filters chosen', () => {
    expect(analyticsExportUrl({ from: '2026-03-25', to: '2026-03-31' })).toBe(
      '/api/analytics/export.csv?from=2026-03-25&to=2026-03-31',
    );
    expect(
      analyticsExportUrl({
        from: '2026-03-25',
        to: '2026-03-31',
        groupId: 'g 1&x',
        platform: 'twitter',
      }),
    ).toBe(
      '/api/analytics/export.csv?from=2026-03-25&to=2026-03-31&groupId=g+1%26x&platform=twitter',
    );
  });
});
