import type { Post } from '@fanout/shared';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { riskyPlatformsByPost, useAccountRisks } from '../accounts/account-risks';
import { useTRPC } from '../app/trpc';
import { showToast } from '../feedback/show-toast';
import { useTimeZone } from '../time/use-time-zone';
import {
  byDay,
  droppedInstant,
  localeWeekStart,
  postsByDay,
  rangeOf,
  shiftAnchor,
  todayIn,
  viewDays,
  type CalendarView,
} from './calendar-dates';
import { filterPosts, type CalendarFilters } from './calendar-filters';
import { CalendarToolbar } from './calendar-toolbar';
import { PlatformGlyphImages } from '../posts/platform-glyphs';
import { ListView, type ListActions } from './list-view';
import { MonthView, type CalendarViewProps } from './month-view';
import { useMenuOpen } from '../access/use-menu-open';
import { useCalendarActions } from './use-calendar-actions';
import { WeekView } from './week-view';

/** The month or week as a heading: "November 2026", or "Nov 22 – 28, 2026". */
function periodTitle(view: CalendarView, days: readonly string[], anchor: string): string {
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  if (view !== 'week') {
    return at(anchor).toLocaleDateString(undefined, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(at(days[0] ?? anchor), at(days.at(-1) ?? anchor));
}

/**
 * The calendar (/calendar, ADR 0058): month, week and list views in the user's zone,
 * starting the week on the locale's first day; posts filtered by platform and group; drag to
 * move, click an empty place to create, Duplicate in the list (those two only while Create Post
 * is not hidden from the user).
 */
export function CalendarPage() {
  useDocumentTitle('Calendar | Fanout');
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const firstDay = useMemo(() => localeWeekStart(navigator.language), []);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [filters, setFilters] = useState<CalendarFilters>({ platform: '', groupId: '' });
  const days = useMemo(() => viewDays(view, anchor, firstDay), [view, anchor, firstDay]);
  const range = rangeOf(days, timeZone);

  const { posts, groups, ...shown } = useCalendarData(range, view, filters, timeZone);
  // Creating and duplicating are Create Post's: hidden with it (Menu Management, ADR 0051).
  const canCreate = useMenuOpen('create');
  const { reschedule, listActions } = useCalendarActions(canCreate);
  const title = periodTitle(view, days, anchor);

  const move = (postId: string, target: { date: string; hour?: number }) => {
    const post = (posts.data ?? []).find((candidate: Post) => candidate.id === postId);
    if (!post) return;
    const at = droppedInstant(post, target, timeZone);
    if (at === null) {
      showToast({ title: 'Error', message: 'That time does not exist on that day', color: 'red' });
      return;
    }
    reschedule.mutate({ id: postId, scheduledAt: at.toISOString() });
  };
  const create = ({ date, hour, minute }: { date: string; hour?: number; minute?: number }) =>
    void navigate({
      to: '/create',
      search: {
        date,
        time: `${String(hour ?? 9).padStart(2, '0')}:${String(minute ?? 0).padStart(2, '0')}`,
      },
    });
  const viewProps: CalendarViewProps = {
    days,
    postsByDay: shown.byDay,
    today,
    month: anchor.slice(0, 7),
    timeZone,
    label: title,
    onMove: move,
    onCreate: canCreate ? create : undefined,
    queueSlots: shown.slotsByDay,
    atRisk: shown.atRisk,
    onShowDay: (date) => {
      setView('week');
      setAnchor(date);
    },
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Calendar
        </Title>
        <Text c="dimmed">
          Your posts by day in {timeZone}. Drag a scheduled post to move it
          {canCreate ? '; choose an empty day or hour to write one there.' : '.'}
        </Text>
      </div>
      <CalendarToolbar
        title={title}
        view={view}
        onView={setView}
        onShift={(delta) => setAnchor(shiftAnchor(view, anchor, delta))}
        onToday={() => setAnchor(today)}
        filters={filters}
        onFilters={setFilters}
        groups={groups.data ?? []}
      />
      <CalendarBody view={view} posts={posts} viewProps={viewProps} listActions={listActions} />
      <PlatformGlyphImages />
    </Stack>
  );
}

/** The chosen view, or why there is none yet (loading, or a failed read with a retry). */
function CalendarBody({
  view,
  posts,
  viewProps,
  listActions,
}: {
  view: CalendarView;
  posts: { isError: boolean; isPending: boolean; refetch: () => unknown };
  viewProps: CalendarViewProps;
  listActions: ListActions;
}) {
  if (posts.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load your posts" role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => void posts.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (posts.isPending) {
    return (
      <div role="status" aria-label="Loading posts">
        <Loader />
      </div>
    );
  }
  if (view === 'month') return <MonthView {...viewProps} />;
  if (view === 'week') return <WeekView {...viewProps} />;
  return (
    <ListView
      days={viewProps.days}
      postsByDay={viewProps.postsByDay}
      timeZone={viewProps.timeZone}
      atRisk={viewProps.atRisk}
      actions={listActions}
    />
  );
}

/**
 * What the calendar shows for its range: the posts (filtered in the page), the groups and
 * accounts the filters need, and in the week view the queue's free slots.
 */
function useCalendarData(
  range: { from: string; to: string },
  view: CalendarView,
  filters: CalendarFilters,
  timeZone: string,
) {
  const trpc = useTRPC();
  const posts = useQuery(trpc.post.calendar.queryOptions(range));
  const slots = useQuery(trpc.queue.slots.queryOptions(range, { enabled: view === 'week' }));
  const groups = useQuery(trpc.accountGroup.list.queryOptions());
  const accounts = useQuery(trpc.socialAccount.list.queryOptions());
  const risks = useAccountRisks();
  const atRisk = useMemo(
    () => riskyPlatformsByPost(risks.data ?? [], posts.data ?? []),
    [risks.data, posts.data],
  );
  const postsOfDay = useMemo(
    () => postsByDay(filterPosts(posts.data ?? [], filters, accounts.data ?? []), timeZone),
    [posts.data, filters, accounts.data, timeZone],
  );
  const slotsByDay = useMemo(
    () =>
      byDay(
        (slots.data ?? []).filter(
          (slot) => filters.groupId === '' || slot.groupId === filters.groupId,
        ),
        (slot) => new Date(slot.at),
        timeZone,
      ),
    [slots.data, filters.groupId, timeZone],
  );
  return { posts, groups, byDay: postsOfDay, slotsByDay, atRisk };
}
