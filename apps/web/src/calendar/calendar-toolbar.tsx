import { PLATFORMS, type AccountGroup } from '@fanout/shared';
import { ActionIcon, Button, Group, SegmentedControl, Select, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PLATFORM_META } from '../accounts/platform-meta';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-dates';
import type { CalendarFilters } from './calendar-filters';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', list: 'List' };

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onShift: (delta: number) => void;
  onToday: () => void;
  filters: CalendarFilters;
  onFilters: (filters: CalendarFilters) => void;
  groups: readonly AccountGroup[];
}

/** The period shown and how to move through it, the view, and the filters. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { view, filters } = props;
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={`Previous ${unit}`}
          onClick={() => props.onShift(-1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" size="xs" onClick={props.onToday}>
          Today
        </Button>
        <ActionIcon variant="default" aria-label={`Next ${unit}`} onClick={() => props.onShift(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Title order={2} size="h4" aria-live="polite">
          {props.title}
        </Title>
      </Group>
      <Group gap="xs">
        <Select
          aria-label="Platform"
          size="xs"
          w={150}
          allowDeselect={false}
          value={filters.platform}
          onChange={(platform) => props.onFilters({ ...filters, platform: platform ?? '' })}
          data={[
            { value: '', label: 'All platforms' },
            ...PLATFORMS.map((p) => ({ value: p, label: PLATFORM_META[p].name })),
          ]}
        />
        <Select
          aria-label="Account group"
          size="xs"
          w={160}
          allowDeselect={false}
          value={filters.groupId}
          onChange={(groupId) => props.onFilters({ ...filters, groupId: groupId ?? '' })}
          data={[
            { value: '', label: 'All groups' },
            ...props.groups.map((group) => ({ value: group.id, label: group.name })),
          ]}
        />
        <SegmentedControl
          aria-label="View"
          size="xs"
          value={view}
          onChange={(value) => props.onView(value as CalendarView)}
          data={CALENDAR_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
        />
      </Group>
    </Group>
  );
}
