import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { PublishMediaFile } from '../publish/publisher';

/**
 * Small, valid media for publishing tests. The sandbox only counts bytes and checks declared types,
 * but a real PDS (the Bluesky dev-env test) sniffs images, so the PNG is a real one.
 */

/** A valid RGB PNG of `width` × `height` pixels, filled with one colour. */
export function pngBytes(width = 2, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An MP4-typed byte sequence (`ftyp` box, then filler) of exactly `size` bytes. */
export function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 32), 0);
  bytes.writeUInt32BE(32, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.write('isomiso2avc1mp41', 16, 'latin1');
  return bytes.subarray(0, size);
}

/** A PublishMediaFile over `bytes` in memory; `opened` counts how often its bytes were read. */
export function mediaFile(
  bytes: Buffer,
  options: {
    kind: 'image' | 'video';
    mimeType: string;
    width?: number | null;
    height?: number | null;
    durationSeconds?: number | null;
    fileName?: string;
    publicUrl?: string;
  },
): PublishMediaFile & { opened: number } {
  const file = {
    kind: options.kind,
    mimeType: options.mimeType,
    sizeBytes: bytes.length,
    width: options.width ?? null,
    height: options.height ?? null,
    durationSeconds: options.durationSeconds ?? null,
    fileName: options.fileName ?? (options.kind === 'image' ? 'image.png' : 'video.mp4'),
    publicUrl: options.publicUrl ?? 'https://media.fanout.invalid/unused',
    opened: 0,
    open(range?: { start: number; end: number }) {
      file.opened += 1;
      const part = range ? bytes.subarray(range.start, range.end + 1) : bytes;
      return Promise.resolve(Readable.from([part]));
    },
    read() {
      file.opened += 1;
      return Promise.resolve(Buffer.from(bytes));
    },
  };
  return file;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}
