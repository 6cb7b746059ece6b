import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface CatalogPageHeaderProps {
  title: string;
  subtitle: string;
  createLabel: string;
  onCreate: () => void;
}

/** The page title, what it is for, and its create button. */
export function CatalogPageHeader({
  title,
  subtitle,
  createLabel,
  onCreate,
}: CatalogPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Group>
  );
}
