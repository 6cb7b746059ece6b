import type { Post } from '@fanout/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PLATFORM_META } from '../accounts/platform-meta';
import { postStatusLabel, postTitle, statusBadgeColor } from '../posts/post-labels';
import { postInstant } from './calendar-dates';
import { longDate } from './month-view';

interface ListViewProps {
  days: readonly string[];
  postsByDay: Map<string, Post[]>;
  timeZone: string;
  onDuplicate: (postId: string) => void;
  duplicating: string | undefined;
}

/** The month's posts day by day, each on a card with Open and Duplicate. */
export function ListView({ days, postsByDay, timeZone, onDuplicate, duplicating }: ListViewProps) {
  const withPosts = days.filter((day) => (postsByDay.get(day)?.length ?? 0) > 0);
  if (withPosts.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No posts this month.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {withPosts.map((day) => (
        <section key={day} aria-label={longDate(day)}>
          <Title order={2} size="h5" mb="xs">
            {longDate(day)}
          </Title>
          <Stack gap="xs">
            {(postsByDay.get(day) ?? []).map((post) => (
              <Card
                key={post.id}
                withBorder
                padding="sm"
                component="article"
                aria-label={postTitle(post)}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {postInstant(post).toLocaleTimeString(undefined, {
                          hour: 'numeric',
                          minute: '2-digit',
                          timeZone,
                        })}
                      </Text>
                      <Text size="sm" truncate="end">
                        {postTitle(post)}
                      </Text>
                      <Badge size="sm" variant="light" color={statusBadgeColor(post.status)}>
                        {postStatusLabel(post.status)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {post.platforms
                        .map((target) => PLATFORM_META[target.platform].name)
                        .join(', ')}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      renderRoot={(rootProps) => (
                        <Link {...rootProps} to="/posts/$id" params={{ id: post.id }} />
                      )}
                    >
                      Open
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      loading={duplicating === post.id}
                      onClick={() => onDuplicate(post.id)}
                    >
                      Duplicate
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
