import { Badge } from '@mantine/core';

/** Spec 001 §2: each plan and package card says whether customers can buy it now. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
