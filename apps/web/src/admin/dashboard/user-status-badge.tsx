import type { UserAccountStatus } from '@fanout/shared';
import { Badge } from '@mantine/core';

const COLORS: Record<UserAccountStatus, string> = {
  active: 'green',
  suspended: 'red',
  unverified: 'gray',
};

const LABELS: Record<UserAccountStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  unverified: 'Unverified',
};

export function UserStatusBadge({ status }: { status: UserAccountStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {LABELS[status]}
    </Badge>
  );
}
