import type { Post } from '@fanout/shared';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PlatformIcons } from '../posts/platform-icons';
import { postPlatformLabel, postTitle, readableDate } from '../posts/post-labels';
import { DASHBOARD_POST_COUNT, relativeDayLabel, timeOfDay } from './post-day';
import { useTimeZone } from '../time/use-time-zone';

const TITLE_ID = 'scheduled-posts-title';

/** Spec 000 §2: the first 4 scheduled posts, each with its platform and time of day. */
export function ScheduledPostsCard({ posts, now }: { posts: readonly Post[]; now: Date }) {
  const shown = posts.slice(0, DASHBOARD_POST_COUNT);
  const timeZone = useTimeZone();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id={TITLE_ID}>
            Scheduled Posts
          </Title>
          <Anchor component={Link} to="/scheduled" size="sm">
            View all
          </Anchor>
        </Group>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            No scheduled posts
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((post) => (
              <Group
                component="li"
                key={post.id}
                gap="sm"
                wrap="nowrap"
                aria-label={postTitle(post)}
              >
                <PlatformIcons targets={post.platforms} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate="end">
                    {postTitle(post)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {postPlatformLabel(post)}
                  </Text>
                </div>
                <Text size="sm" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
                  {relativeDayLabel(readableDate(post.scheduledAt), now, timeZone)}
                  <br />
                  {timeOfDay(post.scheduledAt, timeZone)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
