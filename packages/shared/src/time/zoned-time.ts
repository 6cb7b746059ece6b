/**
 * Wall-clock times in a user's time zone and the instants they name (ADR 0056).
 * Intl carries the time-zone database in every browser and in Node, so the browser and the server
 * read the same rules; nothing here depends on the zone of the machine that runs it.
 */

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A day and a minute on a wall clock: 'YYYY-MM-DD' and 'HH:mm'. */
export interface WallTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function zonedFields(instantMs: number, zone: string): ZonedFields {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instantMs))) {
    parts[part.type] = part.value;
  }
  const number = (type: string) => Number(parts[type] ?? 'NaN');
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour') % 24,
    minute: number('minute'),
    second: number('second'),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, zone: string): number {
  const f = zonedFields(instantMs, zone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/** The wall clock of `zone` at `instant`: its day, minute and weekday (0 = Sunday). */
export function zonedWallTime(instant: Date, zone: string): WallTime & { weekday: number } {
  const f = zonedFields(instant.getTime(), zone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
    weekday: f.weekday,
  };
}

/** Milliseconds of a wall time read as if it were UTC; null unless it is a real day and minute. */
function wallAsUtc({ date, time }: WallTime): number | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: such a day was never a real one.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms;
}

/**
 * The instant a wall time of `zone` names, or null when the day or minute is not real. Around a
 * DST change it resolves as Temporal's "compatible" does: a time the clocks skipped (02:30 when
 * they jump from 02:00 to 03:00) moves forward by the jump (03:30); a time they show twice (02:30
 * when they fall back from 03:00 to 02:00) is the earlier of the two.
 */
export function zonedInstant(wall: WallTime, zone: string): Date | null {
  const local = wallAsUtc(wall);
  if (local === null) return null;
  const before = offsetMs(local - DAY_MS, zone);
  const after = offsetMs(local + DAY_MS, zone);
  const matches = [local - before, local - after].filter(
    (candidate) => offsetMs(candidate, zone) === local - candidate,
  );
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In the gap: the offset in force before the jump carries the time past it.
  return new Date(local - before);
}

/** The day after (or `days` after) a 'YYYY-MM-DD' day, on the calendar (no zone involved). */
export function addDays(date: string, days: number): string {
  const ms = wallAsUtc({ date, time: '00:00' });
  if (ms === null) throw new RangeError(`Not a day: ${date}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}
