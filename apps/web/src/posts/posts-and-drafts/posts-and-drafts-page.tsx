import { isPlatform, PLATFORMS, POST_PAGE_SIZE, type Platform, type Post } from '@fanout/shared';
import { Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PLATFORM_META } from '../../accounts/platform-meta';
import { LIVE_REFRESH_MS } from '../../app/live-refresh';
import { useTRPC } from '../../app/trpc';
import { ConfirmDialog } from '../../feedback/confirm-dialog';
import { ImportCsvDialog } from '../csv/import-csv-dialog';
import { postsExportUrl } from '../csv/posts-csv-request';
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

/** The title, the platform filter, and the CSV import and export (ADR 0095). */
function PostsHeader({
  platform,
  tab,
  onPlatformChange,
}: {
  platform: Platform | undefined;
  tab: PostsTab;
  onPlatformChange: (platform: Platform | undefined) => void;
}) {
  const [importing, setImporting] = useState(false);
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} size="h2">
          Posts & Drafts
        </Title>
        <Text c="dimmed">Manage your scheduled posts and draft content</Text>
      </div>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          Import CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          component="a"
          href={postsExportUrl({ status: tab, platform })}
          download
        >
          Export CSV
        </Button>
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
      {importing && <ImportCsvDialog onClose={() => setImporting(false)} />}
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
      <PostsHeader platform={platform} tab={tab} onPlatformChange={setPlatform} />

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
