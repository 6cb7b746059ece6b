import type { Post } from '@fanout/shared';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { PlatformIcons } from '../posts/platform-icons';
import { postTitle } from '../posts/post-labels';
import { timeOfDay } from './post-day';
import { useTimeZone } from '../time/use-time-zone';

interface DayScheduleCardProps {
  day: 'Today' | 'Tomorrow';
  posts: readonly Post[];
}

const EMPTY_TEXT = {
  Today: 'No posts scheduled for today',
  Tomorrow: 'No posts scheduled for tomorrow',
} as const;

/** Spec 000 §2: the scheduled posts due on one day, by time. */
export function DayScheduleCard({ day, posts }: DayScheduleCardProps) {
  const titleId = `schedule-${day.toLowerCase()}-title`;
  const timeZone = useTimeZone();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {day}
        </Title>
        {posts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {EMPTY_TEXT[day]}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {posts.map((post) => (
              <Group component="li" key={post.id} gap="sm" wrap="nowrap">
                <Text size="sm" fw={500} w={72} style={{ flexShrink: 0 }}>
                  {timeOfDay(post.scheduledAt, timeZone)}
                </Text>
                <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
                  {postTitle(post)}
                </Text>
                <PlatformIcons targets={post.platforms} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
