import type { ContentItem } from '@fanout/shared';
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { isUnauthorizedError } from '../../app/unauthorized';
import { isAttachable } from './attachable-media';
import { MediaThumbnail } from './media-thumbnail';
import { LoadMoreButton } from '../../lists/load-more-button';

const PAGE_SIZE = 48;
const TILE_HEIGHT = 120;

interface MediaLibraryDialogProps {
  /** Ids already on the post: shown as added, not selectable again. */
  attachedIds: ReadonlySet<string>;
  onConfirm: (items: ContentItem[]) => void;
  onClose: () => void;
}

/**
 * 'From Library' (spec 000 §2): the library's media in a 4-column grid; each item toggles in
 * and out of the selection, in the order picked, until the selection is added to the post.
 */
export function MediaLibraryDialog({ attachedIds, onConfirm, onClose }: MediaLibraryDialogProps) {
  const trpc = useTRPC();
  const [selected, setSelected] = useState<ContentItem[]>([]);
  const list = useInfiniteQuery(
    trpc.content.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined },
    ),
  );
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(isAttachable);
  const selectedIds = new Set(selected.map((item) => item.id));

  const toggle = (item: ContentItem) =>
    setSelected((current) =>
      current.some((picked) => picked.id === item.id)
        ? current.filter((picked) => picked.id !== item.id)
        : [...current, item],
    );

  return (
    <Modal opened onClose={onClose} title="Media Library" size="xl">
      <Stack gap="md">
        {list.isPending ? (
          <Center py="xl" role="status" aria-label="Loading media">
            <Loader />
          </Center>
        ) : list.isError && !list.data ? (
          !isUnauthorizedError(list.error) && (
            <Stack align="center" gap="xs" py="lg" role="alert">
              <Text>Could not load your media.</Text>
              <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          )
        ) : items.length === 0 && !list.hasNextPage ? (
          <EmptyLibrary />
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="sm"
            role="group"
            aria-label="Library media"
          >
            {items.map((item) => (
              <MediaTile
                key={item.id}
                item={item}
                attached={attachedIds.has(item.id)}
                selected={selectedIds.has(item.id)}
                onToggle={toggle}
              />
            ))}
          </SimpleGrid>
        )}
        <LoadMoreButton list={list} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selected.length} selected
          </Text>
          <Group gap="sm">
            <Button
              variant="subtle"
              disabled={selected.length === 0}
              onClick={() => setSelected([])}
            >
              Clear
            </Button>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={selected.length === 0} onClick={() => onConfirm(selected)}>
              Add to Post
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function EmptyLibrary() {
  return (
    <Stack align="center" gap="xs" py="lg">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconPhoto size={26} />
      </ThemeIcon>
      <Text fw={500}>No content available</Text>
      <Text c="dimmed">Upload some media first</Text>
    </Stack>
  );
}

interface MediaTileProps {
  item: ContentItem;
  attached: boolean;
  selected: boolean;
  onToggle: (item: ContentItem) => void;
}

function MediaTile({ item, attached, selected, onToggle }: MediaTileProps) {
  const highlighted = selected || attached;
  return (
    <UnstyledButton
      aria-label={item.title}
      aria-pressed={attached || selected}
      disabled={attached}
      onClick={() => onToggle(item)}
      style={{
        position: 'relative',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: `2px solid ${highlighted ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
        opacity: attached ? 0.6 : 1,
        cursor: attached ? 'default' : 'pointer',
      }}
    >
      <MediaThumbnail item={item} width="100%" height={TILE_HEIGHT} />
      <Box p={6}>
        <Text size="xs" truncate="end">
          {item.title}
        </Text>
      </Box>
      {attached ? (
        <Badge size="xs" pos="absolute" top={6} left={6}>
          Added
        </Badge>
      ) : (
        selected && (
          <ThemeIcon size={22} radius="xl" pos="absolute" top={6} right={6} aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        )
      )}
    </UnstyledButton>
  );
}
