import type { ContentItem } from '@fanout/shared';
import { Card, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContentCard } from './content-card';
import { PREVIEW_HEIGHT } from './content-preview';

const SKELETON_CARDS = 8;

/** Spec 000 §2/§9: four columns on large screens, fewer as the screen narrows. */
function Grid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      {children}
    </SimpleGrid>
  );
}

interface ContentGridProps {
  items: ContentItem[];
  deletingId: string | undefined;
  onDelete: (item: ContentItem) => void;
}

export function ContentGrid({ items, deletingId, onDelete }: ContentGridProps) {
  if (items.length === 0) return <EmptyLibrary />;
  return (
    <Grid label="Content">
      {items.map((item) => (
        <ContentCard
          key={item.id}
          item={item}
          deleting={deletingId === item.id}
          onDelete={onDelete}
        />
      ))}
    </Grid>
  );
}

export function ContentGridSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-label="Loading content">
      <Grid>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} withBorder padding="sm">
            <Card.Section>
              <Skeleton height={PREVIEW_HEIGHT} radius={0} />
            </Card.Section>
            <Skeleton height={18} width="30%" mt="sm" />
            <Skeleton height={14} mt="sm" />
            <Skeleton height={12} width="50%" mt="sm" />
          </Card>
        ))}
      </Grid>
    </div>
  );
}

function EmptyLibrary() {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconFiles size={26} />
        </ThemeIcon>
        <Text fw={500}>No content yet</Text>
        <Text c="dimmed" ta="center">
          Start by creating your first piece of content
        </Text>
      </Stack>
    </Paper>
  );
}
