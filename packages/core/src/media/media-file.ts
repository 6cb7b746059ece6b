import type { Readable } from 'node:stream';
import type { ContentItemRow } from '@fanout/db/schema';
import { AppError } from '@fanout/shared';
import type { CoreDeps } from '../deps';
import type { ByteRange } from './storage/storage-driver';

export type MediaVariant = 'original' | 'thumbnail';

/** A stored file ready to be served: facts for the headers, and a reader for all or part of it. */
export interface MediaFile {
  mimeType: string;
  fileName: string;
  size: number;
  etag: string;
  read: (range?: ByteRange) => Promise<Readable>;
}

export async function toMediaFile(
  deps: CoreDeps,
  row: ContentItemRow,
  variant: MediaVariant,
): Promise<MediaFile> {
  const key = variant === 'thumbnail' ? row.thumbnailKey : row.storageKey;
  if (!key) throw new AppError('NOT_FOUND', 'This item has no thumbnail');
  const size = await deps.storage.size(key);
  if (size === null) {
    deps.logger.error({ contentId: row.id, key }, 'stored file missing for a content item');
    throw new AppError('NOT_FOUND', 'The file of this item is missing from storage');
  }
  return {
    mimeType: variant === 'thumbnail' ? 'image/jpeg' : row.mimeType,
    fileName: variant === 'thumbnail' ? `${row.title}-thumbnail.jpg` : row.originalName,
    size,
    etag: `"${row.checksum.slice(0, 32)}${variant === 'thumbnail' ? '-t' : ''}"`,
    read: (range) => deps.storage.read(key, range),
  };
}
