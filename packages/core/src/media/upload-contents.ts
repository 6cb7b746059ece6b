import type { ContentItem } from '@fanout/shared';
import type { ServiceOptions } from '../access';
import type { CoreDeps } from '../deps';
import { deleteContent } from './delete-content';
import { checkStorageQuota } from './storage-quota';
import {
  discardContent,
  receiveContent,
  storeContent,
  type ReceivedContent,
  type UploadContentInput,
} from './upload-content';

/**
 * The files of one upload request, all or nothing, in two passes. First every file is received
 * (streamed to disk, typed, held to its size limit and the request's UPLOAD_MAX_REQUEST_MB, image
 * headers measured) and the request is held to the user's storage quota: cheap checks, so too
 * many files, too many bytes, a decompression bomb or a full library are refused before any image
 * is decoded. Then each file is processed and stored; if one fails, those stored before it are
 * deleted again. `files` ends early with the parser's errors (e.g. too many files).
 */
export async function uploadContents(
  deps: CoreDeps,
  { actor, input: files }: ServiceOptions<AsyncIterable<Omit<UploadContentInput, 'requestLimit'>>>,
): Promise<ContentItem[]> {
  const { maxRequestBytes } = deps.config.media;
  const pending: ReceivedContent[] = [];
  let bytes = 0;
  try {
    for await (const file of files) {
      const content = await receiveContent(deps, {
        ...file,
        requestLimit: { left: maxRequestBytes - bytes, total: maxRequestBytes },
      });
      pending.push(content);
      bytes += content.received.size;
    }
    if (pending.length > 1) {
      await checkStorageQuota(
        deps,
        actor.userId,
        { label: `The ${pending.length} files of this upload`, plural: true },
        bytes,
      );
    }
  } catch (error) {
    await Promise.all(pending.map(discardContent));
    throw error;
  }

  const items: ContentItem[] = [];
  try {
    for (const content of pending) items.push(await storeContent(deps, actor, content));
  } catch (error) {
    // storeContent removed the temporary file of the one that failed; these are the ones after it.
    await Promise.all(pending.slice(items.length + 1).map(discardContent));
    for (const item of items)
      await deleteContent(deps, { actor, input: { id: item.id } }).catch(() => undefined);
    throw error;
  }
  return items;
}
