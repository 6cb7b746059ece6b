import { zonedWallTime } from '@fanout/shared';
import type { FreeQueueSlot } from '@fanout/shared/queue';
import { clockTime } from './calendar-dates';
import classes from './calendar.module.css';
import type { CalendarViewProps } from './month-view';

/** A group's free queue slot (ADR 0057): an empty place; choosing it writes a post for that time. */
export function QueueSlotChip({
  slot,
  timeZone,
  onCreate,
}: {
  slot: FreeQueueSlot;
  timeZone: string;
  onCreate: NonNullable<CalendarViewProps['onCreate']>;
}) {
  const at = new Date(slot.at);
  const wall = zonedWallTime(at, timeZone);
  const time = clockTime(at, timeZone);
  return (
    <button
      type="button"
      className={classes.slot}
      onClick={(event) => {
        event.stopPropagation();
        onCreate({
          date: wall.date,
          hour: Number(wall.time.slice(0, 2)),
          minute: Number(wall.time.slice(3)),
        });
      }}
    >
      {time} · free slot of {slot.groupName}
    </button>
  );
}
