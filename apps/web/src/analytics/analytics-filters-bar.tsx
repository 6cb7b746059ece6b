import '@mantine/dates/styles.css';
import { isPlatform, PLATFORMS, type AccountGroup } from '@fanout/shared';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useId } from 'react';
import { PLATFORM_META } from '../accounts/platform-meta';
import {
  choosePeriod,
  PERIOD_LABELS,
  PERIODS,
  type AnalyticsFilters,
  type Period,
} from './analytics-period';

interface AnalyticsFiltersBarProps {
  filters: AnalyticsFilters;
  onFilters: (filters: AnalyticsFilters) => void;
  groups: readonly AccountGroup[];
  /** The user's calendar day: no range reaches past it. */
  today: string;
}

/** The period (the last 7, 30 or 90 days, or a range of days), and the group and network filters. */
export function AnalyticsFiltersBar({
  filters,
  onFilters,
  groups,
  today,
}: AnalyticsFiltersBarProps) {
  const rangeId = useId();
  return (
    <Group gap="xs" align="flex-end">
      <SegmentedControl
        aria-label="Period"
        size="xs"
        value={filters.period}
        onChange={(period) => onFilters(choosePeriod(filters, period as Period, today))}
        data={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
      />
      {filters.period === 'custom' && (
        <DatePickerInput
          type="range"
          label="First and last days"
          // The placeholder (then the chosen days) also names the calendar's dialog: Mantine's
          // dialog points at the popover's own id, which the field's id replaces unless they agree.
          id={rangeId}
          popoverProps={{ id: rangeId }}
          placeholder="Choose the days"
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          ariaLabels={{
            previousMonth: 'Previous month',
            nextMonth: 'Next month',
            previousYear: 'Previous year',
            nextYear: 'Next year',
            previousDecade: 'Previous decade',
            nextDecade: 'Next decade',
          }}
          size="xs"
          w={240}
          maxDate={today}
          allowSingleDateInRange
          // Mantine's red weekends and pale days of the next month are under 4.5:1 (ADR 0044).
          weekendDays={[]}
          hideOutsideDates
          value={[filters.range[0], filters.range[1]]}
          onChange={([first, last]) => onFilters({ ...filters, range: [first, last] })}
        />
      )}
      <Select
        aria-label="Account group"
        size="xs"
        w={160}
        allowDeselect={false}
        value={filters.groupId}
        onChange={(groupId) => onFilters({ ...filters, groupId: groupId ?? '' })}
        data={[
          { value: '', label: 'All groups' },
          ...groups.map((group) => ({ value: group.id, label: group.name })),
        ]}
      />
      <Select
        aria-label="Network"
        size="xs"
        w={150}
        allowDeselect={false}
        value={filters.platform}
        onChange={(platform) =>
          onFilters({
            ...filters,
            platform: platform !== null && isPlatform(platform) ? platform : '',
          })
        }
        data={[
          { value: '', label: 'All networks' },
          ...PLATFORMS.map((p) => ({ value: p, label: PLATFORM_META[p].name })),
        ]}
      />
    </Group>
  );
}
