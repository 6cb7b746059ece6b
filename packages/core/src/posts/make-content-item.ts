import { randomUUID } from 'node:crypto';
import type { ContentItem } from '@fanout/shared';

const MB = 1024 * 1024;

const DEFAULTS: Record<ContentItem['type'], Partial<ContentItem>> = {
  image: { mimeType: 'image/jpeg', fileSize: 1 * MB, width: 1080, height: 1080 },
  video: {
    mimeType: 'video/mp4',
    fileSize: 20 * MB,
    width: 1080,
    height: 1920,
    durationSeconds: 30,
  },
  audio: { mimeType: 'audio/mpeg', fileSize: 3 * MB, durationSeconds: 120 },
  text: { mimeType: 'application/pdf', fileSize: 1 * MB },
};

/** A library item for rule tests: a plausible file of `type`, with `overrides` on top. */
export function makeContentItem(
  type: ContentItem['type'],
  overrides: Partial<ContentItem> = {},
): ContentItem {
  const id = randomUUID();
  return {
    id,
    title: `${type}-${id.slice(0, 4)}`,
    type,
    mimeType: 'application/octet-stream',
    filePath: `/api/content/${id}/file`,
    thumbnailPath: null,
    fileSize: 0,
    width: null,
    height: null,
    durationSeconds: null,
    createdAt: '2026-04-01T00:00:00.000Z',
    ...DEFAULTS[type],
    ...overrides,
  };
}
