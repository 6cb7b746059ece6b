import type { Post } from '@fanout/shared';
import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { PlatformIcons } from './platform-icons';
import { postContentPreview, postDateLine, postPlatformLabel, postTitle } from './post-labels';
import { PostStatusBadge } from './post-status-badge';
import { TargetResultList } from './target-result-list';

interface PostCardProps {
  post: Post;
  deleting: boolean;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** One post in Posts & Drafts (spec 000 §2): platforms, title, text, date, status, actions. */
export function PostCard({ post, deleting, onEdit, onDelete }: PostCardProps) {
  const title = postTitle(post);
  const hasContent = post.textContent.trim() !== '';

  return (
    <Card component="article" aria-label={title} withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <PlatformIcons targets={post.platforms} />
            <Text size="sm" c="dimmed" truncate="end">
              {postPlatformLabel(post)}
            </Text>
          </Group>
          <PostStatusBadge status={post.status} />
        </Group>
        <Text fw={600} lineClamp={1} title={title}>
          {title}
        </Text>
        <Text
          size="sm"
          c={hasContent ? undefined : 'dimmed'}
          lineClamp={2}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {postContentPreview(post)}
        </Text>
        <TargetResultList targets={post.platforms} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {postDateLine(post)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${title}`}
                onClick={() => onEdit(post)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${title}`}
                loading={deleting}
                onClick={() => onDelete(post)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
