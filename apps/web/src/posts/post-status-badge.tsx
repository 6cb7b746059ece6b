import { Badge } from '@mantine/core';
import { statusBadgeColor } from './post-labels';

/** Spec 000 §4: the status as given, coloured for published, scheduled and failed. */
export function PostStatusBadge({ status }: { status: string }) {
  return (
    <Badge size="sm" variant="light" color={statusBadgeColor(status)} tt="none">
      {status}
    </Badge>
  );
}
