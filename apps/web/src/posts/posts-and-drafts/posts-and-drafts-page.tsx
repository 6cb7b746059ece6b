import { isPlatform, PLATFORMS, POST_PAGE_SIZE, type Platform, type Post } from '@fanout/shared';
import { Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PLATFORM_META } from '../../accounts/platform-meta';
import { LIVE_REFRESH_MS } from '../../app/live-refresh';
import { useTRPC } from '../../app/trpc';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { postTitle } from '../post-labels';
import { EditPostDialog } from './edit-post-dialog';
import type { PostListKind } from './edit-post-form';
import { PostList } from './post-list';
import { isPostsTab, POSTS_TAB_LABELS, POSTS_TABS, type PostsTab } from './posts-tab';
import { useDeletePost } from './use-delete-post';

const ALL_PLATFORMS = 'all';
const PLATFORM_OPTIONS = [
  { value: ALL_PLATFORMS, label: 'All Platforms' },
  ...PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_META[platform].name })),
];

/** The title and the platform filter. */
function PostsHeader({
  platform,
  onPlatformChange,
}: {
  platform: Platform | undefined;
  onPlatformChange: (platform: Platform | undefined) => void;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} size="h2">
          Posts & Drafts
        </Title>
        <Text c="dimmed">Manage your scheduled posts and draft content</Text>
      </div>
      <Select
        aria-label="Filter by platform"
        data={PLATFORM_OPTIONS}
        value={platform ?? ALL_PLATFORMS}
        onChange={(value) => {
          const next = value ?? undefined;
          onPlatformChange(isPlatform(next) ? next : undefined);
        }}
        allowDeselect={false}
        w={200}
      />
    </Group>
  );
}

/** Posts & Drafts (/scheduled, spec 000 §2), with the Published and Failed tabs of ADR 0055. */
export function PostsAndDraftsPage() {
  useDocumentTitle('Posts & Drafts | Fanout');
  const trpc = useTRPC();
  const [platform, setPlatform] = useState<Platform | undefined>(undefined);
  const [tab, setTab] = useState<PostsTab>('scheduled');
  const [editing, setEditing] = useState<{ post: Post; kind: PostListKind } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<Post | null>(null);
  const deletePost = useDeletePost();

  const filter = { platform };
  const counts = useQuery(
    trpc.post.counts.queryOptions(filter, { refetchInterval: LIVE_REFRESH_MS }),
  );
  const countLabel = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);
  const deletingId = deletePost.isPending ? deletePost.variables.id : undefined;
  // Published and failed posts are not edited here; published ones are history, never deleted.
  const listProps = (kind: PostsTab): ListProps => ({
    kind,
    platform,
    deletingId,
    onEdit:
      kind === 'scheduled' || kind === 'drafts'
        ? (post: Post) => setEditing({ post, kind })
        : undefined,
    onDelete: kind === 'published' ? undefined : (post: Post) => setConfirmingDelete(post),
  });

  return (
    <Stack gap="lg">
      <PostsHeader platform={platform} onPlatformChange={setPlatform} />

      <Tabs
        value={tab}
        onChange={(value) => setTab(isPostsTab(value) ? value : 'scheduled')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {POSTS_TABS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {POSTS_TAB_LABELS[kind]}
              {countLabel(counts.data?.[kind])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {POSTS_TABS.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <TabPosts {...listProps(kind)} />
          </Tabs.Panel>
        ))}
      </Tabs>

      {editing !== null && (
        <EditPostDialog
          key={editing.post.id}
          post={editing.post}
          kind={editing.kind}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmingDelete !== null && (
        <ConfirmDialog
          title="Delete this post?"
          confirmLabel="Delete"
          busy={deletePost.isPending}
          onConfirm={() =>
            deletePost.mutate(
              { id: confirmingDelete.id },
              // A refusal (e.g. it was published meanwhile) is told by a toast; the dialog goes too.
              { onSettled: () => setConfirmingDelete(null) },
            )
          }
          onClose={() => setConfirmingDelete(null)}
        >
          &ldquo;{postTitle(confirmingDelete)}&rdquo; will be deleted, and nothing will be published
          from it. This cannot be undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

interface ListProps {
  kind: PostsTab;
  platform: Platform | undefined;
  deletingId: string | undefined;
  onEdit?: (post: Post) => void;
  onDelete?: (post: Post) => void;
}

/** One tab's list, paged; all but drafts follow publishing live (a post turns published or failed). */
function TabPosts({ platform, ...props }: ListProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.post[props.kind].infiniteQueryOptions(
      { platform, limit: POST_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
        refetchInterval: props.kind === 'drafts' ? false : LIVE_REFRESH_MS,
      },
    ),
  );
  return <PostList list={list} {...props} />;
}
