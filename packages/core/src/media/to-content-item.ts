import type { ContentItemRow } from '@fanout/db/schema';
import type { ContentItem } from '@fanout/shared';

export function contentFilePath(id: string): string {
  return `/api/content/${id}/file`;
}

/** The API shape of a library item; storage keys and the owner never leave the server. */
export function toContentItem(row: ContentItemRow): ContentItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    mimeType: row.mimeType,
    filePath: contentFilePath(row.id),
    thumbnailPath: row.thumbnailKey ? `/api/content/${row.id}/thumbnail` : null,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}
