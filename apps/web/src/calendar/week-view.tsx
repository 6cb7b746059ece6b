import { zonedWallTime, type Post } from '@fanout/shared';
import type { FreeQueueSlot } from '@fanout/shared/queue';
import { CalendarPostChip } from './calendar-post-chip';
import { QueueSlotChip } from './queue-slot-chip';
import { postInstant } from './calendar-dates';
import classes from './calendar.module.css';
import { VisuallyHidden } from '@mantine/core';
import { countLabel, longDate, weekdayName, type CalendarViewProps } from './month-view';
import { usePostDrop } from './use-post-drop';
import { useRovingGrid } from './use-roving-grid';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An hour as the reader's locale writes it: "9 AM" or "09". */
const hourLabel = (hour: number) =>
  new Date(Date.UTC(2000, 0, 1, hour)).toLocaleTimeString(undefined, {
    hour: 'numeric',
    timeZone: 'UTC',
  });

/** Seven days by 24 hours in the user's zone; drop a post on an hour to move it there. */
export function WeekView(props: CalendarViewProps) {
  const { days, today, timeZone } = props;
  const hourOf = (at: Date) => Number(zonedWallTime(at, timeZone).time.slice(0, 2));
  const todayIndex = days.indexOf(today);
  const cellProps = useRovingGrid(
    days.length * HOURS.length,
    days.length,
    9 * days.length + Math.max(0, todayIndex),
    (index) =>
      props.onCreate?.({
        date: days[index % days.length] ?? today,
        hour: Math.floor(index / days.length),
      }),
  );
  return (
    <div role="grid" aria-label={props.label} className={classes.weekGrid}>
      <div role="row" className={classes.row}>
        <div role="columnheader" className={classes.header}>
          Time
        </div>
        {days.map((day) => (
          <div
            role="columnheader"
            key={day}
            className={[
              classes.header,
              ...(day === today ? [classes.today, classes.todayNumber] : []),
            ].join(' ')}
            aria-current={day === today ? 'date' : undefined}
          >
            {weekdayName(day, 'short')} {Number(day.slice(8))}
          </div>
        ))}
      </div>
      {HOURS.map((hour) => (
        <div role="row" key={hour} className={classes.row}>
          <div role="rowheader" className={classes.hour}>
            {hourLabel(hour)}
          </div>
          {days.map((day, d) => (
            <WeekHour
              key={day}
              {...props}
              day={day}
              hour={hour}
              posts={(props.postsByDay.get(day) ?? []).filter(
                (post) => hourOf(postInstant(post)) === hour,
              )}
              slots={(props.queueSlots?.get(day) ?? []).filter(
                (slot) => hourOf(new Date(slot.at)) === hour,
              )}
              cell={cellProps(hour * days.length + d)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

function WeekHour({
  day,
  hour,
  posts,
  slots,
  cell,
  ...props
}: CalendarViewProps & {
  day: string;
  hour: number;
  posts: Post[];
  slots: FreeQueueSlot[];
  cell: ReturnType<ReturnType<typeof useRovingGrid>>;
}) {
  const { over, dropProps } = usePostDrop((id) => props.onMove(id, { date: day, hour }));
  const className = [classes.cell, classes.weekCell, over ? classes.dropping : ''].join(' ');
  const { onCreate } = props;
  return (
    <div
      role="gridcell"
      className={className}
      onClick={onCreate ? () => onCreate({ date: day, hour }) : undefined}
      {...cell}
      {...dropProps}
    >
      <VisuallyHidden>{`${longDate(day)}, ${hourLabel(hour)}, ${countLabel(posts.length)}`}</VisuallyHidden>
      {posts.map((post) => (
        <CalendarPostChip
          key={post.id}
          post={post}
          timeZone={props.timeZone}
          atRisk={props.atRisk?.get(post.id)}
        />
      ))}
      {/* A free slot is a place to write a post: shown only to who may create one. */}
      {onCreate &&
        slots.map((slot) => (
          <QueueSlotChip
            key={`${slot.groupId}:${slot.at}`}
            slot={slot}
            timeZone={props.timeZone}
            onCreate={onCreate}
          />
        ))}
    </div>
  );
}
