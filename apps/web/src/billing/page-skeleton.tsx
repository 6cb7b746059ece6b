import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The cards' outline while a billing page loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={label} aria-busy>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
