import { addDays, zonedInstant, zonedWallTime } from '../time/zoned-time';

/** How far ahead a queue looks for a free slot before it says it has none. */
export const QUEUE_HORIZON_DAYS = 366;

export interface QueueRules {
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  days: readonly number[];
  /** 'HH:MM' wall times, sorted. */
  times: readonly string[];
  timeZone: string;
  /**
   * When given, the slots are these weekday × time pairs instead of every day × every time: the
   * best times of the group's accounts (ADR 0091) are cells of a week, not a cross product.
   */
  cells?: readonly QueueCell[];
}

/** One weekly place: an ISO weekday and an 'HH:MM' wall time. */
export interface QueueCell {
  day: number;
  time: string;
}

/** The ISO weekday of a calendar day 'YYYY-MM-DD' (the same everywhere: no zone involved). */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Each ISO weekday's wall times, sorted: the cells when given, else every day × every time. */
function timesByWeekday(rules: QueueRules): Map<number, string[]> {
  const cells =
    rules.cells ?? rules.days.flatMap((day) => rules.times.map((time) => ({ day, time })));
  const byDay = new Map<number, string[]>();
  for (const { day, time } of cells) byDay.set(day, [...(byDay.get(day) ?? []), time]);
  for (const times of byDay.values()) times.sort();
  return byDay;
}

/**
 * The schedule's slots strictly after `after`, earliest first, for `horizonDays` days of the
 * zone's calendar. Each is the instant its wall time names in the zone, resolved across a DST
 * change as `zonedInstant` does; two wall times that name one instant (a skipped hour) give one
 * slot.
 */
export function* queueSlots(
  rules: QueueRules,
  after: Date,
  horizonDays = QUEUE_HORIZON_DAYS,
): Generator<Date> {
  const timesOn = timesByWeekday(rules);
  const firstDay = zonedWallTime(after, rules.timeZone).date;
  let last = after.getTime();
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(firstDay, offset);
    for (const time of timesOn.get(isoWeekday(date)) ?? []) {
      const slot = zonedInstant({ date, time }, rules.timeZone);
      if (slot === null || slot.getTime() <= last) continue;
      last = slot.getTime();
      yield slot;
    }
  }
}

/** The first slot after `after` that `taken` (instants in ms) does not hold, or null. */
export function nextFreeSlot(
  rules: QueueRules,
  after: Date,
  taken: ReadonlySet<number>,
): Date | null {
  for (const slot of queueSlots(rules, after)) {
    if (!taken.has(slot.getTime())) return slot;
  }
  return null;
}
