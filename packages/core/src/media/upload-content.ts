import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentItems } from '@fanout/db/schema';
import { AppError, type ContentItem, type ContentItemType } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { cleanFileName } from './clean-file-name';
import { hashFile } from './hash-file';
import { imagePoolFor } from './image-pool';
import { makeImageThumbnail, readImageSize, reencodeImage, type ImageSize } from './process-image';
import { probeMedia } from './probe-media';
import { receiveUpload, type ReceivedUpload, type RequestLimit } from './receive-upload';
import { checkStorageQuota, lockStorageQuota } from './storage-quota';
import { toContentItem } from './to-content-item';
import { makeVideoThumbnail } from './video-thumbnail';

export interface UploadContentInput {
  stream: Readable;
  fileName: string;
  declaredMime: string;
  /** The library title; unset: from the file name. AI generations give the user's title. */
  title?: string;
  /** What is left of the request's UPLOAD_MAX_REQUEST_MB for this file (multi-file uploads). */
  requestLimit?: RequestLimit;
}

interface PreparedFile {
  type: ContentItemType;
  filePath: string;
  thumbnailPath: string | null;
  sha256: string;
  size: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

function titleFrom(fileName: string): string {
  const base = path
    .basename(fileName)
    .replace(/\.[^.]*$/, '')
    .trim();
  return base.slice(0, 200) || 'Untitled';
}

function megapixels(pixels: number): string {
  const value = pixels / 1_000_000;
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} megapixels`;
}

function tooManyPixels(fileName: string, size: ImageSize, limit: number): AppError {
  const frames = size.frames > 1 ? ` × ${size.frames} frames` : '';
  const pixels = size.width * size.height * size.frames;
  return new AppError(
    'BAD_REQUEST',
    `"${fileName}" is too large an image: ${size.width} × ${size.height} pixels${frames} (${megapixels(pixels)}; the limit is ${megapixels(limit)}).`,
  );
}

function unreadable(fileName: string, what: string): AppError {
  return new AppError(
    'BAD_REQUEST',
    `"${fileName}" could not be read as ${what}; the file may be damaged.`,
  );
}

/** An upload on disk, typed and size-checked, its image header measured: nothing decoded yet. */
export interface ReceivedContent {
  received: ReceivedUpload;
  fileName: string;
  title?: string;
}

/**
 * Step one of an upload: streams the file to a temporary file (typed by its bytes, held to its size
 * limits) and, for an image, reads the dimensions its header declares and refuses a decompression
 * bomb. Cheap whatever the file: no pixel is decoded. A refusal leaves no temporary file.
 */
export async function receiveContent(
  deps: CoreDeps,
  rawInput: UploadContentInput,
): Promise<ReceivedContent> {
  const { media } = deps.config;
  // The name comes from the client: a NUL in it cannot be stored, an override could mislead.
  const fileName = cleanFileName(rawInput.fileName) || 'upload';
  const title = rawInput.title === undefined ? undefined : cleanFileName(rawInput.title);
  const received = await receiveUpload({
    ...rawInput,
    fileName,
    limits: media.limits,
    tmpDir: media.tmpDir,
  });
  try {
    if (received.type.kind === 'image') {
      const size = await readImageSize(received.tmpPath).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'image header could not be read');
        throw unreadable(fileName, 'an image');
      });
      if (size.width * size.height * size.frames > media.maxImagePixels) {
        throw tooManyPixels(fileName, size, media.maxImagePixels);
      }
    }
  } catch (error) {
    await rm(received.tmpPath, { force: true });
    throw error;
  }
  return { received, fileName, ...(title === undefined ? {} : { title }) };
}

/** Removes a received upload that will not be stored. */
export async function discardContent(content: ReceivedContent): Promise<void> {
  await rm(content.received.tmpPath, { force: true });
}

/**
 * Step two: checks the file with the tool that understands it (sharp, in the fair image pool;
 * ffprobe), makes its thumbnail, hands it to the storage driver and records it within the user's
 * storage quota. Nothing is left behind when any step fails; the temporary file is always removed.
 */
export async function storeContent(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  input: ReceivedContent,
): Promise<ContentItem> {
  const { received } = input;
  const scratch = [received.tmpPath];
  const scratchFile = (suffix: string) => {
    const file = `${received.tmpPath}.${suffix}`;
    scratch.push(file);
    return file;
  };
  const id = randomUUID();
  const storedKeys: string[] = [];

  try {
    // Early and cheap: a full library refuses before any decoding (checked again when recorded).
    await checkStorageQuota(deps, actor.userId, { label: `"${input.fileName}"` }, received.size);
    const prepared = await prepare(received, input.fileName, scratchFile, deps, actor.userId);
    const originalKey = `content/${actor.userId}/${id}/original.${received.type.ext}`;
    await deps.storage.putFile(originalKey, prepared.filePath, received.type.mime);
    storedKeys.push(originalKey);
    let thumbnailKey: string | null = null;
    if (prepared.thumbnailPath) {
      thumbnailKey = `content/${actor.userId}/${id}/thumbnail.jpg`;
      await deps.storage.putFile(thumbnailKey, prepared.thumbnailPath, 'image/jpeg');
      storedKeys.push(thumbnailKey);
    }
    const row = await deps.db.transaction(async (tx) => {
      // Parallel uploads of one user are recorded one at a time, each counting the ones before.
      await lockStorageQuota(tx, actor.userId);
      await checkStorageQuota(
        { ...deps, db: tx },
        actor.userId,
        { label: `"${input.fileName}"` },
        prepared.size,
      );
      const [inserted] = await tx
        .insert(contentItems)
        .values({
          id,
          ownerId: actor.userId,
          title: input.title?.trim().slice(0, 200) || titleFrom(input.fileName),
          type: prepared.type,
          mimeType: received.type.mime,
          originalName:
            path.basename(input.fileName).slice(0, 255) || `upload.${received.type.ext}`,
          storageKey: originalKey,
          thumbnailKey,
          fileSize: prepared.size,
          checksum: prepared.sha256,
          width: prepared.width,
          height: prepared.height,
          durationSeconds: prepared.durationSeconds,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new AppError('INTERNAL', 'The content item could not be recorded');
    deps.logger.info({ contentId: id, type: row.type, size: row.fileSize }, 'content uploaded');
    return toContentItem(row);
  } catch (error) {
    await Promise.all(storedKeys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  } finally {
    await Promise.all(scratch.map((file) => rm(file, { force: true })));
  }
}

/** One file into the actor's library: received, then stored (see the two steps above). */
export async function uploadContent(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  input: UploadContentInput,
): Promise<ContentItem> {
  return storeContent(deps, actor, await receiveContent(deps, input));
}

async function prepare(
  received: ReceivedUpload,
  fileName: string,
  scratchFile: (suffix: string) => string,
  deps: CoreDeps,
  userId: string,
): Promise<PreparedFile> {
  const { kind, ext } = received.type;
  const base = {
    sha256: received.sha256,
    size: received.size,
    width: null,
    height: null,
    durationSeconds: null,
  };

  if (kind === 'image') {
    // The header was measured on receipt; libvips holds the decode to the same limit.
    const { maxImagePixels } = deps.config.media;
    const output = scratchFile(`clean.${ext}`);
    const thumbnail = scratchFile('thumb.jpg');
    try {
      // Decoding is the heavy part: a few at a time per process, taking turns between users.
      const { width, height } = await imagePoolFor(deps.config.media).run(userId, async () => {
        const processed = await reencodeImage(received.tmpPath, output, ext, maxImagePixels);
        await makeImageThumbnail(output, thumbnail, maxImagePixels);
        return processed;
      });
      return {
        ...base,
        ...(await hashFile(output)),
        type: 'image',
        filePath: output,
        thumbnailPath: thumbnail,
        width,
        height,
      };
    } catch (error) {
      deps.logger.warn({ err: error }, 'image could not be processed');
      throw unreadable(fileName, 'an image');
    }
  }

  if (kind === 'video' || kind === 'audio') {
    const probed = await probeMedia(received.tmpPath).catch(() => {
      throw unreadable(fileName, kind === 'video' ? 'a video' : 'audio');
    });
    const facts = {
      width: probed.width,
      height: probed.height,
      durationSeconds: probed.durationSeconds,
    };
    if (kind === 'video' && probed.hasVideo) {
      const thumbnail = scratchFile('thumb.jpg');
      const thumbnailPath = await makeVideoThumbnail(
        received.tmpPath,
        thumbnail,
        probed.durationSeconds,
      ).then(
        () => thumbnail,
        (error: unknown) => {
          deps.logger.warn({ err: error }, 'video thumbnail could not be made');
          return null;
        },
      );
      return { ...base, ...facts, type: 'video', filePath: received.tmpPath, thumbnailPath };
    }
    // A video container holding only sound (e.g. WebM audio) is an audio file.
    if (probed.hasAudio) {
      return {
        ...base,
        durationSeconds: probed.durationSeconds,
        type: 'audio',
        filePath: received.tmpPath,
        thumbnailPath: null,
      };
    }
    throw new AppError(
      'BAD_REQUEST',
      `"${fileName}" contains neither a video nor an audio stream.`,
    );
  }

  return { ...base, type: 'text', filePath: received.tmpPath, thumbnailPath: null };
}
