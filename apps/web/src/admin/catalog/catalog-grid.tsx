import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const COLUMNS = { base: 1, sm: 2, lg: 3 };

/** The card grid of the plans and packages pages. */
export function CatalogGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while the list loads, announced to screen readers. */
export function CatalogGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" role="status" aria-live="polite" aria-label={label}>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} withBorder padding="lg">
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} width="70%" mt={6} />
          <Skeleton height={32} width="40%" mt="lg" />
          <Skeleton height={14} width="60%" mt="md" />
          <Skeleton height={14} width="55%" mt={6} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
