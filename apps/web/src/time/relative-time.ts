const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * '3 minutes ago', 'yesterday', 'in 4 minutes'; 'just now' within a minute. The one way the app
 * says how long ago something happened (the admin's activity, analytics' "updated … ago").
 */
export function relativeTimeOf(iso: string, now: Date, locale?: string): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.round(elapsed / size), unit);
  }
  return 'just now';
}
