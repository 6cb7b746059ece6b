import type { ContentItem } from '@fanout/shared';
import { ActionIcon, Badge, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { createdLabel, fileSizeLabel } from './content-card-labels';
import { ContentPreview } from './content-preview';
import { useContentDownload } from './use-content-download';
import { useTimeZone } from '../time/use-time-zone';

interface ContentCardProps {
  item: ContentItem;
  deleting: boolean;
  onDelete: (item: ContentItem) => void;
}

/** One library item (spec 000 §2): preview, type, size, title, date, download and delete. */
export function ContentCard({ item, deleting, onDelete }: ContentCardProps) {
  const { download, downloading } = useContentDownload(item);
  const timeZone = useTimeZone();

  return (
    <Card component="article" aria-label={item.title} withBorder padding="sm">
      <Card.Section>
        <ContentPreview item={item} />
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs">
        <Badge variant="light">{item.type}</Badge>
        <Text size="xs" c="dimmed">
          {fileSizeLabel(item.fileSize)}
        </Text>
      </Group>
      <Text fw={500} mt="xs" lineClamp={1} title={item.title}>
        {item.title}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {createdLabel(item.createdAt, timeZone)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label={`Download ${item.title}`}
              loading={downloading}
              onClick={() => void download()}
            >
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${item.title}`}
              loading={deleting}
              onClick={() => onDelete(item)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
