import type { ContentItem } from '@fanout/shared';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { showToast } from '../../feedback/show-toast';
import { IconLibraryPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { memo, useRef, useState, type ChangeEvent } from 'react';
import { UploadProgressList } from '../../content/upload-progress-list';
import { COMPOSER_ACCEPTED_TYPES, mediaAddedMessage } from './attachable-media';
import { MediaLibraryDialog } from './media-library-dialog';
import { MediaThumbnail } from './media-thumbnail';
import { useContentUpload } from '../../content/use-content-upload';

interface MediaSectionProps {
  media: readonly ContentItem[];
  /** Shown without the buttons that change them (an account following the shared media). */
  readOnly?: boolean;
  /** Attaches the items not attached yet and answers how many that was. */
  onAdd: (items: readonly ContentItem[]) => number;
  onRemove: (contentId: string) => void;
}

/** The post's media (spec 000 §2): upload, pick from the library, and the chosen items in order. */
export const MediaSection = memo(function MediaSection({
  media,
  readOnly = false,
  onAdd,
  onRemove,
}: MediaSectionProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { uploads, uploadFiles } = useContentUpload((items) => void onAdd(items));

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    uploadFiles(files);
  };

  const confirmLibrary = (items: ContentItem[]) => {
    const added = onAdd(items);
    setLibraryOpen(false);
    showToast({ title: 'Media Added', message: mediaAddedMessage(added), color: 'green' });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="composer-media-title">
      <Group justify="space-between" gap="sm">
        <Text fw={500} size="sm" id="composer-media-title">
          Media
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={16} />}
              onClick={() => fileInput.current?.click()}
            >
              Upload
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLibraryPhoto size={16} />}
              onClick={() => setLibraryOpen(true)}
            >
              From Library
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={COMPOSER_ACCEPTED_TYPES}
              hidden
              data-testid="composer-upload-input"
              onChange={onFilesChosen}
            />
          </Group>
        )}
      </Group>
      <UploadProgressList uploads={uploads} />
      <AttachedMediaList media={media} onRemove={readOnly ? undefined : onRemove} />
      {libraryOpen && !readOnly && (
        <MediaLibraryDialog
          attachedIds={new Set(media.map((item) => item.id))}
          onConfirm={confirmLibrary}
          onClose={() => setLibraryOpen(false)}
        />
      )}
    </Stack>
  );
});

function AttachedPreview({ item }: { item: ContentItem }) {
  return (
    <div style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flexShrink: 0 }}>
      <MediaThumbnail item={item} width={48} height={48} />
    </div>
  );
}

/** The attached items in the order they will be posted, each removable. */
function AttachedMediaList({
  media,
  onRemove,
}: {
  media: readonly ContentItem[];
  /** Absent: the list cannot be changed here. */
  onRemove: ((contentId: string) => void) | undefined;
}) {
  if (media.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No media attached
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Attached media"
    >
      {media.map((item, index) => (
        <Paper component="li" key={item.id} withBorder p="xs">
          <Group gap="sm" wrap="nowrap">
            <Text size="xs" c="dimmed" w={16} ta="right">
              {index + 1}
            </Text>
            <AttachedPreview item={item} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {item.type}
              </Text>
            </div>
            {onRemove && (
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${item.title}`}
                  onClick={() => onRemove(item.id)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
