import { memo } from 'react';
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTimeZone } from '../../time/use-time-zone';
import { schedulePreview, todayInputValue } from '../schedule-time';

interface ScheduleSectionProps {
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

/** Spec 000 §2: a date (from today on), a time, and when the post will go out. */
export const ScheduleSection = memo(function ScheduleSection({
  date,
  time,
  onDateChange,
  onTimeChange,
}: ScheduleSectionProps) {
  const timeZone = useTimeZone();
  const preview = schedulePreview(date, time, timeZone);
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
      </Stack>
    </Card>
  );
});
