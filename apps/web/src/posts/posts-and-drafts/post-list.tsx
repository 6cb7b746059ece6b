import type { Post, PostListOutput } from '@fanout/shared';
import { Button, Card, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconCalendarTime,
  IconCircleCheck,
  IconFilePencil,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { isUnauthorizedError } from '../../app/unauthorized';
import { PostCard } from '../post-card';
import type { PostsTab } from './posts-tab';
import { ListLoadError } from '../../lists/list-load-error';
import { LoadMoreButton } from '../../lists/load-more-button';

// Spec 000 §2's two, and the history tabs' in their style (ADR 0055).
const EMPTY_STATES: Record<PostsTab, { title: string; text: string; icon: TablerIcon }> = {
  scheduled: {
    title: 'No scheduled posts',
    text: 'Schedule your first post to see it here',
    icon: IconCalendarTime,
  },
  drafts: { title: 'No draft posts', text: 'Save a draft to see it here', icon: IconFilePencil },
  published: {
    title: 'No published posts',
    text: 'Publish your first post to see it here',
    icon: IconCircleCheck,
  },
  failed: {
    title: 'No failed posts',
    text: 'Posts that could not go out everywhere show up here',
    icon: IconAlertTriangle,
  },
};

interface PostListProps {
  kind: PostsTab;
  list: UseInfiniteQueryResult<InfiniteData<PostListOutput>, unknown>;
  deletingId: string | undefined;
  onEdit?: (post: Post) => void;
  onDelete?: (post: Post) => void;
}

/** One tab of Posts & Drafts: its cards, 'Load more', or the empty state. */
export function PostList({ kind, list, deletingId, onEdit, onDelete }: PostListProps) {
  if (list.isPending) return <PostListSkeleton />;
  const posts = list.data?.pages.flatMap((page) => page.items) ?? [];
  // A failed "Load more" retries that page only; a failed first load starts over.
  const retry = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());

  return (
    <Stack gap="md">
      {list.isError && !isUnauthorizedError(list.error) && (
        <ListLoadError title="Could not load your posts" onRetry={retry} />
      )}
      {list.data && posts.length === 0 && <EmptyPosts kind={kind} />}
      {posts.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              deleting={deletingId === post.id}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      )}
      <LoadMoreButton list={list} />
    </Stack>
  );
}

function EmptyPosts({ kind }: { kind: PostsTab }) {
  const { title, text, icon: Icon } = EMPTY_STATES[kind];
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <Icon size={26} />
        </ThemeIcon>
        <Text fw={500}>{title}</Text>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button component={Link} to="/create" mt="xs">
          Create Post
        </Button>
      </Stack>
    </Paper>
  );
}

function PostListSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="md"
      role="status"
      aria-live="polite"
      aria-label="Loading posts"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} withBorder padding="md">
          <Skeleton height={26} width="40%" />
          <Skeleton height={18} width="60%" mt="sm" />
          <Skeleton height={14} mt="sm" />
          <Skeleton height={14} width="80%" mt={6} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
