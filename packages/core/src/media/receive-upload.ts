import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, isAppError } from '@fanout/shared';
import type { UploadLimits } from '../deps';
import {
  ACCEPTED_SUMMARY,
  acceptedMediaType,
  kindName,
  type AcceptedMediaType,
} from './accepted-media-types';
import { formatBytes } from './format-bytes';

/** file-type needs at most this many leading bytes to recognise any format it knows. */
const SNIFF_BYTES = 4100;

export interface ReceivedUpload {
  tmpPath: string;
  type: AcceptedMediaType;
  size: number;
  sha256: string;
}

/** The bytes all files of one request may still take, of `total` (UPLOAD_MAX_REQUEST_MB). */
export interface RequestLimit {
  left: number;
  total: number;
}

export interface ReceiveUploadOptions {
  stream: Readable;
  fileName: string;
  declaredMime: string;
  limits: UploadLimits;
  tmpDir: string;
  requestLimit?: RequestLimit;
}

/** The client stopped sending, or the form was malformed, before the file ended. */
export function uploadCutOff(): AppError {
  return new AppError(
    'BAD_REQUEST',
    'The upload was cut off before it finished: send the files again.',
  );
}

export function requestTooLarge(total: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The upload is larger than ${formatBytes(total)}, the limit for all files of one request together.`,
  );
}

/** Reads and discards what is left of a refused upload, so the client still gets a clean answer. */
async function discard(stream: Readable): Promise<void> {
  if (stream.readableEnded || stream.destroyed) return;
  const finished = new Promise<void>((resolve) => {
    stream
      .once('end', resolve)
      .once('close', resolve)
      .once('error', () => resolve());
  });
  stream.resume();
  await finished;
}

function refuseType(
  fileName: string,
  declaredMime: string,
  detected: string | undefined,
): AppError {
  const what = detected
    ? `is ${detected}`
    : `is not a recognised media file (sent as ${declaredMime || 'an unknown type'})`;
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `"${fileName}" ${what}, which the library does not accept. ${ACCEPTED_SUMMARY}`,
  );
}

/**
 * Streams one uploaded file to a temporary file without holding it in memory. The first bytes
 * decide its type (and so its size limit); the SHA-256 is computed on the way. A refused or failed
 * upload leaves no temporary file behind.
 */
export async function receiveUpload(options: ReceiveUploadOptions): Promise<ReceivedUpload> {
  const { stream, fileName, declaredMime, limits, tmpDir, requestLimit } = options;
  await mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${randomUUID()}.upload`);
  const out = createWriteStream(tmpPath, { mode: 0o600 });
  const hash = createHash('sha256');
  let head: Buffer[] = [];
  let headLength = 0;
  let type: AcceptedMediaType | null = null;
  let limit = 0;
  let size = 0;

  const write = async (chunk: Buffer) => {
    size += chunk.length;
    if (requestLimit && size > requestLimit.left) throw requestTooLarge(requestLimit.total);
    if (type && size > limit) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `"${fileName}" is larger than ${formatBytes(limit)}, the limit for ${kindName(type.kind)}.`,
      );
    }
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };

  const decide = async () => {
    const sniffed = Buffer.concat(head, headLength);
    const detected = await fileTypeFromBuffer(sniffed);
    type = acceptedMediaType(detected?.mime);
    if (!type) throw refuseType(fileName, declaredMime, detected?.mime);
    limit = limits[type.kind];
    head = [];
    await write(sniffed);
  };

  // An error while waiting for the next chunk is the parser's: the body ended mid-file (client
  // gone, closing boundary missing). The client's doing, not the server's.
  let reading = false;
  try {
    // Not destroyed when the loop stops early: what is left is drained by discard().
    reading = true;
    for await (const chunk of stream.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      reading = false;
      if (type) {
        await write(chunk);
      } else {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= SNIFF_BYTES) await decide();
      }
      reading = true;
    }
    reading = false;
    if (!type) {
      if (headLength === 0) throw new AppError('BAD_REQUEST', `"${fileName}" is empty.`);
      await decide();
    }
    // The multipart parser stops at its own hard cap; a truncated file is a too-large file.
    if ((stream as Readable & { truncated?: boolean }).truncated) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `"${fileName}" is larger than the largest upload this server accepts.`,
      );
    }
    out.end();
    await once(out, 'finish');
    const accepted = type as AcceptedMediaType | null;
    if (!accepted) throw new AppError('INTERNAL', 'upload type undecided');
    return { tmpPath, type: accepted, size, sha256: hash.digest('hex') };
  } catch (caught) {
    const error = reading && !isAppError(caught) ? uploadCutOff() : caught;
    // The stream opens its file asynchronously: wait until it is closed, or the file could be
    // created after the removal below and be left behind.
    out.destroy();
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await rm(tmpPath, { force: true });
    await discard(stream);
    throw error;
  }
}
