import type { QueueRules } from '@fanout/shared/queue';
import type { BestTimeCell } from './score-best-times';

/**
 * Best cells as queue rules (ADR 0091): each cell is its hour's start on its weekday, read in the
 * zone as the queue's slots are (ADR 0057: a skipped hour resolved once, DST followed), so the
 * composer's suggestion and the queue's places are the same instants.
 */
export function bestCellRules(cells: readonly BestTimeCell[], timeZone: string): QueueRules {
  return {
    days: [],
    times: [],
    timeZone,
    cells: cells.map((cell) => ({
      day: cell.weekday === 0 ? 7 : cell.weekday,
      time: `${String(cell.hour).padStart(2, '0')}:00`,
    })),
  };
}
