import { hasDeparted, type Post } from '@fanout/shared';
import { ActionIcon, Anchor, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PlatformIcons } from './platform-icons';
import { postContentPreview, postDateLine, postPlatformLabel, postTitle } from './post-labels';
import { PostStatusBadge } from './post-status-badge';
import { TargetResultList } from './target-result-list';
import { useTimeZone } from '../time/use-time-zone';

interface PostCardProps {
  post: Post;
  deleting: boolean;
  /** Absent where the post cannot be edited here (published and failed posts). */
  onEdit?: (post: Post) => void;
  /** Absent where the post cannot be deleted (published posts are history). */
  onDelete?: (post: Post) => void;
}

/**
 * One post in Posts & Drafts (spec 000 §2): platforms, title (a link to the post's page, ADR 0055),
 * text, date, status, actions.
 */
export function PostCard({ post, deleting, onEdit, onDelete }: PostCardProps) {
  const title = postTitle(post);
  const timeZone = useTimeZone();
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
        <Anchor
          fw={600}
          lineClamp={1}
          title={title}
          c="var(--mantine-color-text)"
          renderRoot={(props) => <Link {...props} to="/posts/$id" params={{ id: post.id }} />}
        >
          {title}
        </Anchor>
        <Text
          size="sm"
          c={hasContent ? undefined : 'dimmed'}
          lineClamp={2}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {postContentPreview(post)}
        </Text>
        <TargetResultList targets={post.platforms} postId={post.id} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {postDateLine(post, undefined, timeZone)}
          </Text>
          <PostCardActions
            post={post}
            title={title}
            deleting={deleting}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function PostCardActions({
  post,
  title,
  deleting,
  onEdit,
  onDelete,
}: PostCardProps & { title: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && !post.platforms.some((target) => hasDeparted(target.state)) && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${title}`} onClick={() => onEdit(post)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
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
      )}
    </Group>
  );
}
