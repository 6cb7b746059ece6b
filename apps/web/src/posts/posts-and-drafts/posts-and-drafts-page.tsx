import { PLATFORMS, POST_PAGE_SIZE, type Platform, type Post } from '@fanout/shared';
import { Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isPlatform, PLATFORM_META } from '../../accounts/platform-meta';
import { LIVE_REFRESH_MS } from '../../app/live-refresh';
import { useTRPC } from '../../app/trpc';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { postTitle } from '../post-labels';
import { EditPostDialog } from './edit-post-dialog';
import type { PostListKind } from './edit-post-form';
import { PostList } from './post-list';
import { useDeletePost } from './use-delete-post';

const ALL_PLATFORMS = 'all';
const PLATFORM_OPTIONS = [
  { value: ALL_PLATFORMS, label: 'All Platforms' },
  ...PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_META[platform].name })),
];

/** Posts & Drafts (/scheduled, spec 000 §2). */
export function PostsAndDraftsPage() {
  useDocumentTitle('Posts & Drafts | Fanout');
  const trpc = useTRPC();
  const [platform, setPlatform] = useState<Platform | undefined>(undefined);
  const [tab, setTab] = useState<PostListKind>('scheduled');
  const [editing, setEditing] = useState<{ post: Post; kind: PostListKind } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<Post | null>(null);
  const deletePost = useDeletePost();

  const filter = { platform };
  const counts = useQuery(
    trpc.post.counts.queryOptions(filter, { refetchInterval: LIVE_REFRESH_MS }),
  );
  const countLabel = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);
  const deletingId = deletePost.isPending ? deletePost.variables.id : undefined;
  const listProps = (kind: PostListKind) => ({
    kind,
    platform,
    deletingId,
    onEdit: (post: Post) => setEditing({ post, kind }),
    onDelete: (post: Post) => setConfirmingDelete(post),
  });

  return (
    <Stack gap="lg">
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
            setPlatform(isPlatform(next) ? next : undefined);
          }}
          allowDeselect={false}
          w={200}
        />
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'drafts' ? 'drafts' : 'scheduled')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="scheduled">Scheduled{countLabel(counts.data?.scheduled)}</Tabs.Tab>
          <Tabs.Tab value="drafts">Drafts{countLabel(counts.data?.drafts)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scheduled">
          <ScheduledPosts {...listProps('scheduled')} />
        </Tabs.Panel>
        <Tabs.Panel value="drafts">
          <DraftPosts {...listProps('drafts')} />
        </Tabs.Panel>
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
  kind: PostListKind;
  platform: Platform | undefined;
  deletingId: string | undefined;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

function ScheduledPosts({ platform, ...props }: ListProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.post.scheduled.infiniteQueryOptions(
      { platform, limit: POST_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
        refetchInterval: LIVE_REFRESH_MS,
      },
    ),
  );
  return <PostList list={list} {...props} />;
}

function DraftPosts({ platform, ...props }: ListProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.post.drafts.infiniteQueryOptions(
      { platform, limit: POST_PAGE_SIZE },
      { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined },
    ),
  );
  return <PostList list={list} {...props} />;
}
