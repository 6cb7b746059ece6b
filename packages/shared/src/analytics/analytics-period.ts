import { addDays } from '../time/zoned-time';

/**
 * The Analytics page's period (ADR 0090): `from` and `to` are calendar days in the user's time
 * zone, both included; 366 days at most, a whole year even a leap one.
 */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;

/** The period's length in days, both ends counted (dates as YYYY-MM-DD). */
export function periodDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The period's problem in words, or null: `to` not before `from`, at most the maximum. */
export function analyticsPeriodProblem(period: { from: string; to: string }): string | null {
  const days = periodDays(period.from, period.to);
  if (days < 1) return 'to must not be before from';
  if (days > ANALYTICS_PERIOD_MAX_DAYS) {
    return `The period is at most ${ANALYTICS_PERIOD_MAX_DAYS} days (${period.from} to ${period.to} is ${days})`;
  }
  return null;
}

/** Every day of the period in order, as YYYY-MM-DD. */
export function periodDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = 0; day < periodDays(from, to); day += 1) dates.push(addDays(from, day));
  return dates;
}
