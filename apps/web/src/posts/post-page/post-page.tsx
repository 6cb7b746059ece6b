import { isComposable, type PostDetail } from '@fanout/shared';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PostAnalyticsSection } from '../../analytics/post-analytics-section';
import { LIVE_REFRESH_MS } from '../../app/live-refresh';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { ListLoadError } from '../../lists/list-load-error';
import { postContentPreview, postDateLine, postTitle } from '../post-labels';
import { PostStatusBadge } from '../post-status-badge';
import { TargetResultList } from '../target-result-list';
import { isPostMissing } from './post-missing';
import { PostMedia } from './post-media';
import { PostPageSkeleton } from './post-page-skeleton';
import { PostRiskAlert } from './post-risk-alert';
import { PostTargets } from './post-targets';
import { useTimeZone } from '../../time/use-time-zone';

/** One post on its own page (/posts/$id, ADR 0055): what it says, its media, and each target. */
export function PostPage({ id }: { id: string }) {
  const trpc = useTRPC();
  // Refreshed like the lists, so a post on its way turns published or failed in front of the user.
  const post = useQuery(
    trpc.post.get.queryOptions(
      { id },
      { refetchInterval: (query) => (query.state.status === 'error' ? false : LIVE_REFRESH_MS) },
    ),
  );
  useDocumentTitle(`${post.data ? postTitle(post.data) : 'Post'} | Fanout`);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/scheduled" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Posts & Drafts
        </Group>
      </Anchor>
      {post.isPending ? (
        <PostPageSkeleton />
      ) : post.data ? (
        <PostDetails post={post.data} />
      ) : isPostMissing(post.error) ? (
        <PostNotFound />
      ) : (
        !isUnauthorizedError(post.error) && (
          <ListLoadError title="Could not load this post" onRetry={() => void post.refetch()} />
        )
      )}
    </Stack>
  );
}

function PostDetails({ post }: { post: PostDetail }) {
  const timeZone = useTimeZone();
  const hasContent = post.textContent.trim() !== '';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {postTitle(post)}
          </Title>
          <Text c="dimmed" size="sm">
            {postDateLine(post, undefined, timeZone)}
          </Text>
        </div>
        <Group gap="sm">
          <PostStatusBadge status={post.status} />
          {isComposable(post.platforms) && (
            <Button
              size="xs"
              variant="light"
              renderRoot={(props) => <Link {...props} to="/create" search={{ postId: post.id }} />}
            >
              Edit in composer
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Text
          c={hasContent ? undefined : 'dimmed'}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {postContentPreview(post)}
        </Text>
      </Paper>
      <PostMedia media={post.media} />
      <PostRiskAlert post={post} />
      <PostTargets post={post} />
      <section aria-labelledby="post-results-heading">
        <Title order={2} size="h4" id="post-results-heading" mb="xs">
          Results
        </Title>
        <TargetResultList targets={post.platforms} postId={post.id} />
      </section>
      <PostAnalyticsSection post={post} />
    </Stack>
  );
}

function PostNotFound() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconFileUnknown size={26} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Post not found
        </Title>
        <Text c="dimmed" ta="center">
          This post does not exist, was deleted, or belongs to another account.
        </Text>
      </Stack>
    </Paper>
  );
}
