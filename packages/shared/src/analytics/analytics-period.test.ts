import { describe, expect, it } from 'vitest';
import { analyticsPeriodProblem, periodDates, periodDays } from './analytics-period';

describe('the Analytics period', () => {
  it('counts both ends, across a month and a leap day', () => {
    expect(periodDays('2026-11-29', '2026-11-29')).toBe(1);
    expect(periodDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(periodDates('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('takes a leap year whole and refuses a day more, or an end before the start', () => {
    expect(analyticsPeriodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(analyticsPeriodProblem({ from: '2027-12-31', to: '2028-12-31' })).toBe(
      'The period is at most 366 days (2027-12-31 to 2028-12-31 is 367)',
    );
    expect(analyticsPeriodProblem({ from: '2026-11-30', to: '2026-11-29' })).toBe(
      'to must not be before from',
    );
  });
});
