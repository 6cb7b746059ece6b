/**
 * The composer's and the edit dialog's times: the inputs hold local wall-clock values
 * ('YYYY-MM-DD', 'HH:mm', 'YYYY-MM-DDTHH:mm'); the API takes UTC instants.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as a date input value, for its minimum (spec 000 §5). */
export function todayInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local date and time as a Date; null unless both are complete and real. */
export function localDateTime(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const result = new Date(year, month - 1, day, hours, minutes);
  // new Date rolls 2025-02-30 over to March: such a date was never a real one.
  if (result.getMonth() !== month - 1 || result.getDate() !== day) return null;
  return result;
}

/** The local date and time as an ISO instant for the API, or undefined when incomplete. */
export function localDateTimeToIso(date: string, time: string): string | undefined {
  return localDateTime(date, time)?.toISOString();
}

/** The preview after 'Post will be scheduled for:', in the reader's locale. */
export function schedulePreview(date: string, time: string, locale?: string): string | null {
  const when = localDateTime(date, time);
  return when === null
    ? null
    : when.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' });
}

/** An instant as a datetime-local value, to the minute, in local time. */
export function isoToDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${todayInputValue(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or undefined when empty or unreadable. */
export function dateTimeLocalToIso(value: string): string | undefined {
  const [date = '', time = ''] = value.split('T');
  // Browsers may add seconds ('HH:mm:ss') when the step allows them; the minute is what counts.
  return localDateTimeToIso(date, time.slice(0, 5));
}
