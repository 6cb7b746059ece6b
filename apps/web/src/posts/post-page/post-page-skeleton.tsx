import { Skeleton, Stack } from '@mantine/core';

export function PostPageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Loading the post">
      <Skeleton height={32} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={120} />
      <Skeleton height={60} />
    </Stack>
  );
}
