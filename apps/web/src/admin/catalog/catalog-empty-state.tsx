import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CatalogEmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  createLabel: string;
  onCreate: () => void;
}

/** No plans or packages yet: what the page is for, and the way to make the first one. */
export function CatalogEmptyState({
  icon,
  title,
  text,
  createLabel,
  onCreate,
}: CatalogEmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Text fw={500}>{title}</Text>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate} mt="xs">
          {createLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
