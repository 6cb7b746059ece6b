import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { PublishMediaFile } from '../publish/publisher';

/**
 * Small media for publishing tests. The sandbox only counts bytes and checks declared types, so
 * these are real file signatures (PNG header, MP4 `ftyp` box) padded to the wanted size.
 */
export function pngBytes(size = 2048): Buffer {
  const signature = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, size - signature.length), 7)]);
}

export function mp4Bytes(size = 20_000): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d703432', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length), 3)]);
}

export function gifBytes(size = 4096): Buffer {
  const header = Buffer.from('GIF89a', 'latin1');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 1)]);
}

/** A PublishMediaFile over `bytes`, with `publicUrl` where a fixture server serves it. */
export function mediaFile(input: {
  kind: 'image' | 'video';
  mimeType: string;
  bytes: Buffer;
  fileName?: string;
  publicUrl?: string;
}): PublishMediaFile {
  const { bytes } = input;
  return {
    kind: input.kind,
    mimeType: input.mimeType,
    sizeBytes: bytes.length,
    width: input.kind === 'image' ? 100 : 1280,
    height: input.kind === 'image' ? 100 : 720,
    durationSeconds: input.kind === 'video' ? 5 : null,
    fileName: input.fileName ?? `fixture.${input.mimeType.split('/')[1] ?? 'bin'}`,
    publicUrl: input.publicUrl ?? 'http://127.0.0.1:9/not-served',
    open: (range) =>
      Promise.resolve(Readable.from(range ? bytes.subarray(range.start, range.end + 1) : bytes)),
    read: () => Promise.resolve(bytes),
  };
}

export interface FixtureServer {
  /** The URL serving `bytes` as `contentType` at `path`. */
  serve(path: string, contentType: string, bytes: Buffer): string;
  close(): Promise<void>;
}

/** A tiny HTTP server for media the sandbox pulls by URL (Pinterest images); 404 elsewhere. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const files = new Map<string, { contentType: string; bytes: Buffer }>();
  const server: Server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.contentType }).end(file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    serve(path, contentType, bytes) {
      files.set(path, { contentType, bytes });
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
