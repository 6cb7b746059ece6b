import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../media/media-tools';
import type { GeneratedMedia, MediaProvider } from './media-provider';

const SIZE = 512;

/**
 * Canned media made on the spot, calling no AI service, so library generation can be tried offline.
 * Only built where PLATFORM_MODE=sandbox (create-media-providers.ts). The files show a test pattern
 * and nothing of the prompt: they are obviously not generated content.
 */
export function createSandboxMediaProvider(options: { tmpDir?: string } = {}): MediaProvider {
  const scratch = options.tmpDir ?? tmpdir();
  return {
    id: 'sandbox',
    label: 'Sandbox',
    types: ['image', 'video', 'audio'],
    async generate(request) {
      request.signal?.throwIfAborted();
      switch (request.type) {
        case 'image':
          return cannedImage();
        case 'video':
          return cannedVideo(scratch);
        case 'audio':
          return cannedAudio();
      }
    },
  };
}

/** A diagonal gradient: a real PNG that sharp and the thumbnailer accept. */
async function cannedImage(): Promise<GeneratedMedia> {
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const offset = (y * SIZE + x) * 3;
      pixels[offset] = Math.round((x / SIZE) * 255);
      pixels[offset + 1] = Math.round((y / SIZE) * 255);
      pixels[offset + 2] = 160;
    }
  }
  const bytes = await sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } })
    .png()
    .toBuffer();
  return { bytes, mime: 'image/png', ext: 'png', model: 'sandbox' };
}

/** Two seconds of ffmpeg's test pattern with a tone, H.264/AAC in MP4 as platforms expect. */
async function cannedVideo(scratch: string): Promise<GeneratedMedia> {
  await mkdir(scratch, { recursive: true });
  const file = path.join(scratch, `sandbox-${randomUUID()}.mp4`);
  try {
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
      '-y',
      file,
    ]);
    return { bytes: await readFile(file), mime: 'video/mp4', ext: 'mp4', model: 'sandbox' };
  } finally {
    await rm(file, { force: true });
  }
}

/** One second of a 440 Hz tone as 16-bit mono PCM WAV, written by hand: the format is a header. */
function cannedAudio(): GeneratedMedia {
  const rate = 22_050;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return {
    bytes: Buffer.concat([header, data]),
    mime: 'audio/wav',
    ext: 'wav',
    model: 'sandbox',
  };
}
