import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentItems, type ContentType } from '@fanout/db/schema';
import { AppError, type ContentItem } from '@fanout/shared';
import type { Actor } from '../access';
import type { CoreDeps } from '../deps';
import { hashFile } from './hash-file';
import { makeImageThumbnail, reencodeImage } from './process-image';
import { probeMedia } from './probe-media';
import { receiveUpload } from './receive-upload';
import { toContentItem } from './to-content-item';
import { makeVideoThumbnail } from './video-thumbnail';

export interface UploadContentInput {
  stream: Readable;
  fileName: string;
  declaredMime: string;
  /** The library title; unset: from the file name. AI generations give the user's title. */
  title?: string;
}

interface PreparedFile {
  type: ContentType;
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

function unreadable(fileName: string, what: string): AppError {
  return new AppError(
    'BAD_REQUEST',
    `"${fileName}" could not be read as ${what}; the file may be damaged.`,
  );
}

/**
 * Stores one uploaded file in the actor's library: streamed to a temporary file, typed by its
 * bytes, checked by the tool that understands it (sharp, ffprobe), given a thumbnail, handed to the
 * storage driver, then recorded. Nothing is left behind when any step fails.
 */
export async function uploadContent(
  deps: CoreDeps,
  actor: Pick<Actor, 'userId'>,
  input: UploadContentInput,
): Promise<ContentItem> {
  const { media } = deps.config;
  const received = await receiveUpload({ ...input, limits: media.limits, tmpDir: media.tmpDir });
  const scratch = [received.tmpPath];
  const scratchFile = (suffix: string) => {
    const file = `${received.tmpPath}.${suffix}`;
    scratch.push(file);
    return file;
  };
  const id = randomUUID();
  const storedKeys: string[] = [];

  try {
    const prepared = await prepare(received, input.fileName, scratchFile, deps);
    const originalKey = `content/${actor.userId}/${id}/original.${received.type.ext}`;
    await deps.storage.putFile(originalKey, prepared.filePath, received.type.mime);
    storedKeys.push(originalKey);
    let thumbnailKey: string | null = null;
    if (prepared.thumbnailPath) {
      thumbnailKey = `content/${actor.userId}/${id}/thumbnail.jpg`;
      await deps.storage.putFile(thumbnailKey, prepared.thumbnailPath, 'image/jpeg');
      storedKeys.push(thumbnailKey);
    }
    const [row] = await deps.db
      .insert(contentItems)
      .values({
        id,
        ownerId: actor.userId,
        title: input.title?.trim().slice(0, 200) || titleFrom(input.fileName),
        type: prepared.type,
        mimeType: received.type.mime,
        originalName: path.basename(input.fileName).slice(0, 255) || `upload.${received.type.ext}`,
        storageKey: originalKey,
        thumbnailKey,
        fileSize: prepared.size,
        checksum: prepared.sha256,
        width: prepared.width,
        height: prepared.height,
        durationSeconds: prepared.durationSeconds,
      })
      .returning();
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

async function prepare(
  received: Awaited<ReturnType<typeof receiveUpload>>,
  fileName: string,
  scratchFile: (suffix: string) => string,
  deps: CoreDeps,
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
    const output = scratchFile(`clean.${ext}`);
    const thumbnail = scratchFile('thumb.jpg');
    try {
      const { width, height } = await reencodeImage(received.tmpPath, output, ext);
      await makeImageThumbnail(output, thumbnail);
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
