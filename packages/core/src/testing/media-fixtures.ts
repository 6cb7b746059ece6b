import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createDeflate, crc32 } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../media/media-tools';

export interface MediaFixtures {
  /** 64×48 PNG carrying EXIF (copyright "fixture-owner") that uploads must strip. */
  imagePng: string;
  /** 64×48 JPEG: the images TikTok photo posts take (JPEG or WebP). */
  imageJpeg: string;
  /** 2 s, 320×240 H.264 MP4. */
  videoMp4: string;
  /** 1 s sine MP3. */
  audioMp3: string;
  /** A minimal one-page PDF. */
  documentPdf: string;
  /** Plain text named .png. */
  fakePng: string;
}

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

/** Real media files made on the spot (no binary fixtures in the repository). */
export async function makeMediaFixtures(dir: string): Promise<MediaFixtures> {
  const fixtures: MediaFixtures = {
    imagePng: path.join(dir, 'holiday photo.png'),
    imageJpeg: path.join(dir, 'beach.jpg'),
    videoMp4: path.join(dir, 'clip.mp4'),
    audioMp3: path.join(dir, 'jingle.mp3'),
    documentPdf: path.join(dir, 'brief.pdf'),
    fakePng: path.join(dir, 'not-really.png'),
  };
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Copyright: 'fixture-owner', Artist: 'fixture-artist' } })
    .png()
    .toFile(fixtures.imagePng);
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toFile(fixtures.imageJpeg);
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    fixtures.videoMp4,
  ]);
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    '-c:a',
    'libmp3lame',
    fixtures.audioMp3,
  ]);
  await writeFile(fixtures.documentPdf, MINIMAL_PDF);
  await writeFile(fixtures.fakePng, 'just some text pretending to be an image\n'.repeat(200));
  return fixtures;
}

/**
 * An H.264 MP4 of a moving test pattern, `seconds` long at `width`×`height`, about 1 Mbit/s: a
 * video every network's rules take (the fixtures' 2-second clip is too short for Pinterest and
 * TikTok and too small for LinkedIn).
 */
export async function makeTestVideo(
  file: string,
  {
    seconds = 5,
    width = 640,
    height = 480,
  }: { seconds?: number; width?: number; height?: number } = {},
): Promise<void> {
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${seconds}:size=${width}x${height}:rate=25`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '1M',
    file,
  ]);
}

/** A PNG of random pixels (incompressible) of roughly `bytes` bytes. */
export async function makeNoisePng(file: string, bytes: number): Promise<void> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(file);
}

/** What sharp reads from an image's bytes (tests check stripped metadata and thumbnail sizes). */
export async function readImageMetadata(bytes: Buffer): Promise<sharp.Metadata> {
  return sharp(bytes).metadata();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 8-bit greyscale PNG of one colour, `side` × `side` pixels, that
 * compresses about 1000:1 (16,000 × 16,000 is ~250 KB on disk and 256 megapixels decoded). Made by
 * deflating the rows as they are produced, so making it never holds the decoded image.
 */
export async function makeDecompressionBombPng(side = 16_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve).once('error', reject);
  });
  // Each row: filter byte 0, then `side` zero bytes; written a thousand rows at a time.
  const rows = Buffer.alloc((side + 1) * Math.min(side, 1000));
  for (let left = side; left > 0; left -= 1000) {
    const chunk = left >= 1000 ? rows : rows.subarray(0, (side + 1) * left);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF of one colour, `frames` frames of `side` × `side` (tiny on disk, big decoded). */
export async function makeAnimatedGif(file: string, side: number, frames: number): Promise<void> {
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=red:s=${side}x${side}:r=10:d=${frames / 10}`,
    '-frames:v',
    String(frames),
    file,
  ]);
}
