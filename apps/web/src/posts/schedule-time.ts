import { zonedInstant, zonedWallTime } from '@fanout/shared';

/**
 * The composer's and the edit dialog's times: the inputs hold wall-clock values of the user's
 * time zone ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm'), whatever the browser's zone; the API takes
 * instants (ADR 0056). DST is resolved by `zonedInstant` in @fanout/shared.
 */

/** Today in `zone` as a date input value, for its minimum (spec 000 §5). */
export function todayInputValue(zone: string, now: Date = new Date()): string {
  return zonedWallTime(now, zone).date;
}

/** The date and time of `zone` as an instant; null unless both are complete and real. */
export function localDateTime(date: string, time: string, zone: string): Date | null {
  return zonedInstant({ date, time }, zone);
}

/** The date and time of `zone` as an ISO instant for the API, or undefined when incomplete. */
export function localDateTimeToIso(date: string, time: string, zone: string): string | undefined {
  return localDateTime(date, time, zone)?.toISOString();
}

/** The preview after 'Post will be scheduled for:', in the reader's locale and the user's zone. */
export function schedulePreview(
  date: string,
  time: string,
  zone: string,
  locale?: string,
): string | null {
  const when = localDateTime(date, time, zone);
  return when === null
    ? null
    : when.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone });
}

/** An instant as a datetime-local value of `zone`, to the minute. */
export function isoToDateTimeLocal(iso: string | null, zone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = zonedWallTime(date, zone);
  return `${wall.date}T${wall.time}`;
}

/** A datetime-local value of `zone` as an ISO instant, or undefined when empty or unreadable. */
export function dateTimeLocalToIso(value: string, zone: string): string | undefined {
  const [date = '', time = ''] = value.split('T');
  // Browsers may add seconds ('HH:mm:ss') when the step allows them; the minute is what counts.
  return localDateTimeToIso(date, time.slice(0, 5), zone);
}
