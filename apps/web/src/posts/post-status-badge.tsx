import type { PostStatus } from '@fanout/shared';
import { Badge } from '@mantine/core';
import { postStatusLabel, statusBadgeColor } from './post-labels';

/** Spec 000 §4: the status in words, coloured for published, scheduled and failed. */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge size="sm" variant="light" color={statusBadgeColor(status)} tt="none">
      {postStatusLabel(status)}
    </Badge>
  );
}
