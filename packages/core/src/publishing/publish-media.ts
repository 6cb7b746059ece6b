import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { ContentItemRow } from '@fanout/db/schema';
import type { MediaRule, PublishMediaFile } from '@fanout/platforms';
import type { CoreDeps } from '../deps';
import { publishingMediaUrl } from '../media';

// Formats every platform that takes images accepts; what an image is re-encoded to when it must change.
const UNIVERSAL_IMAGE = 'image/jpeg';

/**
 * A library item as the platform will receive it. Images the platform cannot take as stored (a type
 * it does not accept, over its byte or pixel limit) are re-encoded to JPEG, scaled down step by step
 * until they fit; everything else is passed through as stored. The post's validation has already
 * refused what cannot be adapted (wrong kind, too long a video).
 */
export async function toPublishMedia(
  deps: CoreDeps,
  row: ContentItemRow,
  rule: MediaRule,
): Promise<PublishMediaFile> {
  const kind = row.type === 'video' ? 'video' : 'image';
  const stored: PublishMediaFile = {
    kind,
    mimeType: row.mimeType,
    sizeBytes: row.fileSize,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    fileName: row.originalName,
    publicUrl: await publishingMediaUrl(deps, row),
    open: (range) => deps.storage.read(row.storageKey, range),
    read: async () => buffer(await deps.storage.read(row.storageKey)),
  };
  if (kind !== 'image' || !rule.images || fitsImageRule(stored, rule)) return stored;
  return adaptImage(deps, stored, rule);
}

function fitsImageRule(file: PublishMediaFile, rule: MediaRule): boolean {
  const images = rule.images;
  if (!images) return true;
  if (images.mimeTypes && !images.mimeTypes.includes(file.mimeType)) return false;
  if (images.maxBytes !== undefined && file.sizeBytes > images.maxBytes) return false;
  if (images.maxPixels !== undefined && file.width && file.height) {
    if (file.width * file.height >= images.maxPixels) return false;
  }
  return true;
}

async function adaptImage(
  deps: CoreDeps,
  stored: PublishMediaFile,
  rule: MediaRule,
): Promise<PublishMediaFile> {
  const original = await stored.read();
  const maxBytes = rule.images?.maxBytes ?? Number.POSITIVE_INFINITY;
  const maxPixels = rule.images?.maxPixels ?? Number.POSITIVE_INFINITY;
  let width = stored.width ?? (await sharp(original).metadata()).width ?? 4096;
  let output: { data: Buffer; info: sharp.OutputInfo } | null = null;
  for (let step = 0; step < 8; step += 1) {
    const height = stored.width && stored.height ? (width * stored.height) / stored.width : width;
    if (width * height < maxPixels) {
      // Library images passed the pixel limit at upload; files stored before it are held to it here.
      output = await sharp(original, { limitInputPixels: deps.config.media.maxImagePixels })
        .rotate()
        .resize({ width: Math.round(width), withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      if (output.data.length <= maxBytes) break;
    }
    width *= 0.8;
  }
  if (!output || output.data.length > maxBytes) {
    deps.logger.warn(
      { fileName: stored.fileName },
      'image could not be brought under the platform limit',
    );
    return stored;
  }
  const data = output.data;
  const fileName = stored.fileName.replace(/\.[^.]+$/, '') + '.jpg';
  return {
    ...stored,
    mimeType: UNIVERSAL_IMAGE,
    sizeBytes: data.length,
    width: output.info.width,
    height: output.info.height,
    fileName,
    open: (range) =>
      Promise.resolve(Readable.from(range ? data.subarray(range.start, range.end + 1) : data)),
    read: () => Promise.resolve(data),
  };
}
