import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { PublishMediaFile } from '../publish/publisher';

/**
 * Small media for publishing tests. The sandbox only counts bytes and checks declared types, but a
 * real PDS (the Bluesky dev-env test) sniffs images, so the PNG is a real, decodable one; the MP4
 * and GIF are their file signatures padded to the wanted size.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Length, type and CRC around a chunk's data.
const CHUNK_OVERHEAD = 12;

/**
 * A valid RGB PNG of `width` × `height` pixels, filled with one colour. With `size`, a `tEXt`
 * comment pads it to exactly that many bytes (tests that count uploaded bytes want round numbers).
 */
export function pngBytes(options: { width?: number; height?: number; size?: number } = {}): Buffer {
  const { width = 2, height = 2, size } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const chunks = [pngChunk('IHDR', header), pngChunk('IDAT', pixels)];
  const end = pngChunk('IEND', Buffer.alloc(0));
  const unpadded = PNG_SIGNATURE.length + chunks.reduce((sum, c) => sum + c.length, 0) + end.length;
  if (size !== undefined && size !== unpadded) {
    const keyword = Buffer.from('Comment\0', 'latin1');
    const filler = size - unpadded - CHUNK_OVERHEAD - keyword.length;
    if (filler < 0) throw new Error(`A ${width}×${height} PNG takes at least ${unpadded} bytes.`);
    chunks.push(pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(filler, 0x2e)])));
  }
  return Buffer.concat([PNG_SIGNATURE, ...chunks, end]);
}

/** An MP4-typed byte sequence (`ftyp` box, then filler) of exactly `size` bytes. */
export function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 32), 0);
  bytes.writeUInt32BE(32, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.write('isomiso2avc1mp41', 16, 'latin1');
  return bytes.subarray(0, size);
}

/** A GIF-typed byte sequence (`GIF89a` header, then filler) of exactly `size` bytes. */
export function gifBytes(size = 4096): Buffer {
  const header = Buffer.from('GIF89a', 'latin1');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 1)]).subarray(
    0,
    size,
  );
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
