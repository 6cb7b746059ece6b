import type { ContentItem } from '@fanout/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconSparkles, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTRPC } from '../app/trpc';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { isUnauthorizedError } from '../app/unauthorized';
import { ContentGrid, ContentGridSkeleton } from './content-grid';
import { GenerateContentForm } from './generate-content-form';
import { GenerationProgressList } from './generation-progress-list';
import { UploadProgressList } from './upload-progress-list';
import { useContentUpload } from './use-content-upload';
import { useDeleteContent } from './use-delete-content';
import { useMediaGenerations } from './use-media-generations';
import { ListLoadError } from '../lists/list-load-error';
import { LoadMoreButton } from '../lists/load-more-button';

const PAGE_SIZE = 48;
/** Spec 000 §5: the library takes images, video, audio and application types (PDF). */
const ACCEPTED_TYPES = 'image/*,video/*,audio/*,application/pdf';

interface LibraryHeaderProps {
  storageLabel: string | undefined;
  generateOpen: boolean;
  onToggleGenerate: () => void;
  onFilesChosen: (files: File[]) => void;
}

/** The title, storage used, and the two ways to add content. */
function LibraryHeader({
  storageLabel,
  generateOpen,
  onToggleGenerate,
  onFilesChosen,
}: LibraryHeaderProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    onFilesChosen(files);
  };
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <div>
        <Title order={1} size="h2">
          Content Library
        </Title>
        <Text c="dimmed">Manage your uploaded media and content</Text>
        {storageLabel !== undefined && (
          <Text size="sm" c="dimmed" data-testid="storage-usage">
            Storage: {storageLabel}
          </Text>
        )}
      </div>
      <Group gap="sm">
        <Button
          variant={generateOpen ? 'filled' : 'light'}
          leftSection={<IconSparkles size={18} />}
          aria-expanded={generateOpen}
          onClick={onToggleGenerate}
        >
          Generate AI Content
        </Button>
        <Button leftSection={<IconUpload size={18} />} onClick={() => fileInput.current?.click()}>
          Upload Files
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          hidden
          data-testid="content-upload-input"
          onChange={onChange}
        />
      </Group>
    </Group>
  );
}

/** Content Library (/content, spec 000 §2). */
export function ContentLibraryPage() {
  useDocumentTitle('Content Library | Fanout');
  const trpc = useTRPC();
  const [generateOpen, setGenerateOpen] = useState(false);
  const { uploads, uploadFiles } = useContentUpload();
  const deleteContent = useDeleteContent();
  const [confirmingDelete, setConfirmingDelete] = useState<ContentItem | null>(null);
  const generations = useMediaGenerations();

  const list = useInfiniteQuery(
    trpc.content.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined },
    ),
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Refreshed with the list (uploads, deletes and generations invalidate every content query).
  const storage = useQuery(trpc.content.storage.queryOptions());

  // A failed "Load more" retries that page only; a failed first load starts over.
  const retry = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());
  const onDelete = (item: ContentItem) => setConfirmingDelete(item);
  const deletingId = deleteContent.isPending ? deleteContent.variables.id : undefined;

  return (
    <Stack gap="lg">
      <LibraryHeader
        storageLabel={storage.data?.label}
        generateOpen={generateOpen}
        onToggleGenerate={() => setGenerateOpen((open) => !open)}
        onFilesChosen={uploadFiles}
      />

      {generateOpen && <GenerateContentForm onAccepted={generations.accepted} />}
      <GenerationProgressList
        inFlight={generations.inFlight}
        failures={generations.failures}
        onDismiss={generations.dismiss}
      />
      <UploadProgressList uploads={uploads} />

      {list.isPending ? (
        <ContentGridSkeleton />
      ) : (
        <>
          {list.isError && !isUnauthorizedError(list.error) && (
            <ListLoadError title="Could not load your content" onRetry={retry} />
          )}
          {list.data && <ContentGrid items={items} deletingId={deletingId} onDelete={onDelete} />}
          <LoadMoreButton list={list} />
        </>
      )}
      {confirmingDelete !== null && (
        <ConfirmDialog
          title="Delete this media item?"
          confirmLabel="Delete"
          busy={deleteContent.isPending}
          onConfirm={() =>
            deleteContent.mutate(
              { id: confirmingDelete.id },
              { onSettled: () => setConfirmingDelete(null) },
            )
          }
          onClose={() => setConfirmingDelete(null)}
        >
          &ldquo;{confirmingDelete.title}&rdquo; and its file will be deleted from your library.
          This cannot be undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
