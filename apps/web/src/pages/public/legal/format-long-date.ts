const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** Formats a date like 'November 23, 2026'. */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}
