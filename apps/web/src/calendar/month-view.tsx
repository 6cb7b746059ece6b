import type { Platform, Post } from '@fanout/shared';
import type { FreeQueueSlot } from '@fanout/shared/queue';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { CalendarPostChip } from './calendar-post-chip';
import { isoWeekday } from './calendar-dates';
import classes from './calendar.module.css';
import { usePostDrop } from './use-post-drop';
import { useRovingGrid } from './use-roving-grid';

export interface CalendarViewProps {
  days: readonly string[];
  postsByDay: Map<string, Post[]>;
  today: string;
  /** The anchor's month ('YYYY-MM'): days outside it are dimmed in the month view. */
  month: string;
  timeZone: string;
  label: string;
  /** A post dropped on a day (and hour, in the week view). */
  onMove: (postId: string, target: { date: string; hour?: number }) => void;
  /**
   * An empty place chosen: Create Post with that day (and hour, and minute) filled in. Absent when
   * Create Post is hidden from the user (Menu Management): empty places are then not choosable.
   */
  onCreate?: (target: { date: string; hour?: number; minute?: number }) => void;
  /** Free queue slots by day (the week view shows them as empty places). */
  queueSlots?: Map<string, FreeQueueSlot[]>;
  /** The month view's "+N more": show that day's week, where every post of the day is listed. */
  onShowDay?: (date: string) => void;
  /** Posts some platform will fail unless reconnected, with those platforms (ADR 0060). */
  atRisk?: Map<string, Platform[]>;
}

/** At most this many posts a day in the month view; the rest are counted. */
const SHOWN_PER_DAY = 3;

export const weekdayName = (date: string, style: 'short' | 'long') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: style, timeZone: 'UTC' });

let longDates: Intl.DateTimeFormat | undefined;

/**
 * A day as the calendar names it ("Thursday, November 26, 2026"). One formatter for all: making
 * one per call cost a month's cells (and a week's 168 hours) more than drawing their posts.
 */
export const longDate = (date: string) => {
  longDates ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });
  return longDates.format(new Date(`${date}T12:00:00Z`));
};

export const countLabel = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** Six weeks of days, each with its posts (ADR 0058). */
export function MonthView(props: CalendarViewProps) {
  const { days, today } = props;
  const cellProps = useRovingGrid(days.length, 7, Math.max(0, days.indexOf(today)), (index) =>
    props.onCreate?.({ date: days[index] ?? today }),
  );
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, w) =>
    days.slice(w * 7, w * 7 + 7),
  );
  return (
    <div role="grid" aria-label={props.label} className={classes.grid}>
      <div role="row" className={classes.row}>
        {weeks[0]?.map((day) => (
          <div role="columnheader" key={isoWeekday(day)} className={classes.header}>
            <abbr title={weekdayName(day, 'long')}>{weekdayName(day, 'short')}</abbr>
          </div>
        ))}
      </div>
      {weeks.map((week, w) => (
        <div role="row" key={week[0]} className={classes.row}>
          {week.map((day, d) => (
            <MonthDay key={day} {...props} day={day} cell={cellProps(w * 7 + d)} />
          ))}
        </div>
      ))}
    </div>
  );
}

function MonthDay({
  day,
  cell,
  ...props
}: CalendarViewProps & { day: string; cell: ReturnType<ReturnType<typeof useRovingGrid>> }) {
  const { over, dropProps } = usePostDrop((id) => props.onMove(id, { date: day }));
  const posts = props.postsByDay.get(day) ?? [];
  const isToday = day === props.today;
  const { onCreate } = props;
  const className = [
    classes.cell,
    classes.monthCell,
    day.slice(0, 7) === props.month ? '' : classes.outside,
    isToday ? classes.today : '',
    over ? classes.dropping : '',
  ].join(' ');
  return (
    <div
      role="gridcell"
      aria-current={isToday ? 'date' : undefined}
      className={className}
      onClick={onCreate ? () => onCreate({ date: day }) : undefined}
      {...cell}
      {...dropProps}
    >
      <span className={`${classes.dayNumber} ${isToday ? classes.todayNumber : ''}`}>
        <VisuallyHidden>
          {longDate(day)}
          {isToday ? ', today' : ''}
          {`, ${countLabel(posts.length)}`}
        </VisuallyHidden>
        <span aria-hidden>{Number(day.slice(8))}</span>
      </span>
      {posts.slice(0, SHOWN_PER_DAY).map((post) => (
        <CalendarPostChip
          key={post.id}
          post={post}
          timeZone={props.timeZone}
          atRisk={props.atRisk?.get(post.id)}
        />
      ))}
      {posts.length > SHOWN_PER_DAY && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          c="dimmed"
          display="block"
          aria-label={`${posts.length - SHOWN_PER_DAY} more on ${longDate(day)}: show the week`}
          onClick={(event) => {
            event.stopPropagation();
            props.onShowDay?.(day);
          }}
        >
          +{posts.length - SHOWN_PER_DAY} more
        </Anchor>
      )}
    </div>
  );
}
