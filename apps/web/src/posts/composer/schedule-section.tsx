import { memo, useCallback } from 'react';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTimeZone } from '../../time/use-time-zone';
import { schedulePreview, todayInputValue } from '../schedule-time';
import { BestTimeHint } from './best-time-hint';
import type { ComposerAccount } from './composer-problem';

interface ScheduleSectionProps {
  /** The selected accounts, whose best times the section suggests (ADR 0091). */
  accounts: readonly Pick<ComposerAccount, 'id' | 'platformUsername'>[];
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

/**
 * Spec 000 §2: a date (from today on), a time, and when the post will go out; below them, the
 * selected accounts' best times from their history (ADR 0091).
 */
export const ScheduleSection = memo(function ScheduleSection({
  accounts,
  date,
  time,
  onDateChange,
  onTimeChange,
}: ScheduleSectionProps) {
  const timeZone = useTimeZone();
  const preview = schedulePreview(date, time, timeZone);
  const onPick = useCallback(
    (pickedDate: string, pickedTime: string) => {
      onDateChange(pickedDate);
      onTimeChange(pickedTime);
    },
    [onDateChange, onTimeChange],
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="composer-schedule-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="composer-schedule-title">
          Schedule
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label="Date"
            type="date"
            min={todayInputValue(timeZone)}
            value={date}
            onChange={(event) => onDateChange(event.currentTarget.value)}
          />
          <TextInput
            label="Time"
            description={`Your time zone: ${timeZone}`}
            type="time"
            value={time}
            onChange={(event) => onTimeChange(event.currentTarget.value)}
          />
        </Group>
        {preview === null ? (
          <Text size="sm" c="dimmed">
            Choose a date and a time to schedule this post.
          </Text>
        ) : (
          <Text size="sm" aria-live="polite">
            Post will be scheduled for: <strong>{preview}</strong>
          </Text>
        )}
        <BestTimeHint accounts={accounts} onPick={onPick} />
      </Stack>
    </Card>
  );
});
