import type { ContentItem } from '@fanout/shared';
import { showToast } from '../feedback/show-toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../app/trpc';
import { handleUnauthorized } from '../app/unauthorized';
import { UploadError, uploadFile } from './upload-file';

/** One file on its way to the library. */
export interface UploadInProgress {
  key: number;
  name: string;
  percent: number;
}

/**
 * Uploads each chosen file as its own request, so each has its own progress bar and its own
 * outcome (spec 000 §7/§8 toasts). A file leaves the list when its request ends. The composer
 * passes `onUploaded` to attach the stored items to the post being written.
 */
export function useContentUpload(onUploaded?: (items: ContentItem[]) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const nextKey = useRef(0);

  const setPercent = (key: number, percent: number) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, percent } : u)));

  const uploadOne = async (file: File) => {
    const key = nextKey.current++;
    setUploads((current) => [...current, { key, name: file.name, percent: 0 }]);
    try {
      const answer = await uploadFile(file, (percent) => setPercent(key, percent));
      showToast({ title: 'Upload Complete', message: answer.message, color: 'green' });
      onUploaded?.(answer.items);
      void queryClient.invalidateQueries(trpc.content.pathFilter());
    } catch (error) {
      showUploadFailure(error);
    } finally {
      setUploads((current) => current.filter((u) => u.key !== key));
    }
  };

  const uploadFiles = (files: Iterable<File>) => {
    for (const file of files) void uploadOne(file);
  };

  return { uploads, uploadFiles };
}

function showUploadFailure(error: unknown): void {
  const failure = error instanceof UploadError ? error.failure : { kind: 'network' as const };
  if (failure.kind === 'unauthorized') {
    handleUnauthorized();
  } else if (failure.kind === 'rejected') {
    showToast({ title: 'Upload Failed', message: failure.message, color: 'red' });
  } else {
    showToast({ title: 'Upload Failed', message: 'Failed to upload files', color: 'red' });
  }
}
