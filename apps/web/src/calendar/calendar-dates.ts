import { addDays, zonedInstant, zonedWallTime, type Post } from '@fanout/shared';

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day 'YYYY-MM-DD'. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

interface WeekInfo {
  firstDay?: number;
}

/** The locale's first day of the week (ISO weekday): Monday in most of Europe, Sunday in the US. */
export function localeWeekStart(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => WeekInfo;
      weekInfo?: WeekInfo;
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? firstDay : 1;
  } catch {
    return 1;
  }
}

/** The first day of the week holding `date`, the week starting on `firstDay`. */
export function weekStart(date: string, firstDay: number): string {
  return addDays(date, -((isoWeekday(date) - firstDay + 7) % 7));
}

/** `count` consecutive days from `start`. */
export function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The month view's six weeks: from the week holding the 1st. */
export function monthGrid(anchor: string, firstDay: number): string[] {
  return daysFrom(weekStart(`${anchor.slice(0, 7)}-01`, firstDay), 42);
}

/** The days a view shows for an anchor day. The list view reads the anchor's month. */
export function viewDays(view: CalendarView, anchor: string, firstDay: number): string[] {
  if (view === 'month') return monthGrid(anchor, firstDay);
  if (view === 'week') return daysFrom(weekStart(anchor, firstDay), 7);
  const first = `${anchor.slice(0, 7)}-01`;
  const next = shiftMonth(first, 1);
  const days: string[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  return days;
}

function shiftMonth(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, month - 1 + months, 1));
  return moved.toISOString().slice(0, 10);
}

/** Previous or next page of a view: a month, or a week. */
export function shiftAnchor(view: CalendarView, anchor: string, delta: number): string {
  return view === 'week' ? addDays(anchor, 7 * delta) : shiftMonth(anchor, delta);
}

/** The instants [from, to) that the days cover in `zone` (what the server is asked for). */
export function rangeOf(days: readonly string[], zone: string): { from: string; to: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  const from = zonedInstant({ date: first, time: '00:00' }, zone);
  const to = zonedInstant({ date: addDays(last, 1), time: '00:00' }, zone);
  return { from: (from ?? new Date(0)).toISOString(), to: (to ?? new Date(0)).toISOString() };
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day of `at` in `timeZone` as the locale writes it ("9:30 AM"), like
 * `toLocaleTimeString` with those options. One formatter per zone: making one costs a hundred times
 * more than using it, and a month view writes a time on every chip.
 */
export function clockTime(at: Date, timeZone: string, locale?: string): string {
  const key = `${locale ?? ''} ${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
    clockFormats.set(key, format);
  }
  return format.format(at);
}

/** When a post sits on the calendar: its time, or for a draft without one, when it was written. */
export function postInstant(post: Pick<Post, 'scheduledAt' | 'createdAt'>): Date {
  return new Date(post.scheduledAt ?? post.createdAt);
}

/** Items by their day in `zone` (their order kept): posts by `postInstant`, queue slots by `at`. */
export function byDay<T>(
  items: readonly T[],
  instantOf: (item: T) => Date,
  zone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = zonedWallTime(instantOf(item), zone).date;
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return days;
}

/** The posts of each day in `zone` (their order kept). */
export function postsByDay<T extends Pick<Post, 'scheduledAt' | 'createdAt'>>(
  posts: readonly T[],
  zone: string,
): Map<string, T[]> {
  return byDay(posts, postInstant, zone);
}

/**
 * Where a dropped post goes: the same wall time on another day (month and list), or another day
 * and hour keeping its minute (week). Null when that wall time does not exist.
 */
export function droppedInstant(
  post: Pick<Post, 'scheduledAt' | 'createdAt'>,
  target: { date: string; hour?: number },
  zone: string,
): Date | null {
  const wall = zonedWallTime(postInstant(post), zone);
  const time =
    target.hour === undefined
      ? wall.time
      : `${String(target.hour).padStart(2, '0')}:${wall.time.slice(3)}`;
  return zonedInstant({ date: target.date, time }, zone);
}

/** The day `zone` is on now. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return zonedWallTime(now, zone).date;
}
