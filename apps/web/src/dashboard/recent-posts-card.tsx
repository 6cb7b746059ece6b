import type { Post } from '@fanout/shared';
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PlatformIcons } from '../posts/platform-icons';
import { postContentPreview, postPlatformLabel, postTitle } from '../posts/post-labels';
import { useMenuOpen } from '../access/use-menu-open';
import { PostStatusBadge } from '../posts/post-status-badge';
import { TargetResultList } from '../posts/target-result-list';
import { DASHBOARD_POST_COUNT, postDate, relativeDayLabel } from './post-day';
import { useTimeZone } from '../time/use-time-zone';

const TITLE_ID = 'recent-posts-title';

/** Spec 000 §2: the 4 newest posts in two columns, or 'No recent posts'. */
export function RecentPostsCard({ posts, now }: { posts: readonly Post[]; now: Date }) {
  const shown = posts.slice(0, DASHBOARD_POST_COUNT);
  const canCreate = useMenuOpen('create');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h4" id={TITLE_ID}>
          Recent Posts
        </Title>
        {shown.length === 0 ? (
          <Stack align="center" gap="sm" py="md">
            <Text c="dimmed">No recent posts</Text>
            {canCreate && (
              <Button component={Link} to="/create" leftSection={<IconPlus size={16} />}>
                Create Post
              </Button>
            )}
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {shown.map((post) => (
              <RecentPost key={post.id} post={post} now={now} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function RecentPost({ post, now }: { post: Post; now: Date }) {
  const timeZone = useTimeZone();
  const hasContent = post.textContent.trim() !== '';
  return (
    <Paper component="article" aria-label={postTitle(post)} withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={500}>
            {relativeDayLabel(postDate(post), now, timeZone)}
          </Text>
          <PostStatusBadge status={post.status} />
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <PlatformIcons targets={post.platforms} />
          <Text size="xs" c="dimmed" truncate="end">
            {postPlatformLabel(post)}
          </Text>
        </Group>
        <Text
          size="sm"
          c={hasContent ? undefined : 'dimmed'}
          lineClamp={2}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {postContentPreview(post)}
        </Text>
        <TargetResultList targets={post.platforms} postId={post.id} />
        <Anchor
          size="xs"
          renderRoot={(props) => <Link {...props} to="/posts/$id" params={{ id: post.id }} />}
        >
          Open post
        </Anchor>
      </Stack>
    </Paper>
  );
}
