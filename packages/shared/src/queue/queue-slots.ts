import { addDays, zonedInstant, zonedWallTime } from '../time/zoned-time';

/** How far ahead a queue looks for a free slot before it says it has none. */
export const QUEUE_HORIZON_DAYS = 366;

export interface QueueRules {
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  days: readonly number[];
  /** 'HH:MM' wall times, sorted. */
  times: readonly string[];
  timeZone: string;
}

/** The ISO weekday of a calendar day 'YYYY-MM-DD' (the same everywhere: no zone involved). */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
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
  const days = new Set(rules.days);
  const times = [...rules.times].sort();
  const firstDay = zonedWallTime(after, rules.timeZone).date;
  let last = after.getTime();
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(firstDay, offset);
    if (!days.has(isoWeekday(date))) continue;
    for (const time of times) {
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
