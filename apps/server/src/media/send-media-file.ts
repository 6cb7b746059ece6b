import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from '@fanout/core/media';
import { parseByteRange } from './byte-range';

/** RFC 6266 filename with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file with its type, disposition, ETag and HTTP range support (206/416), so
 * browsers can seek in videos and platforms can resume downloads.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
  options: { download: boolean; cacheControl: string },
): Promise<FastifyReply> {
  reply
    .header('content-type', file.mimeType)
    .header('accept-ranges', 'bytes')
    .header('etag', file.etag)
    .header('cache-control', options.cacheControl)
    .header(
      'content-disposition',
      contentDisposition(options.download ? 'attachment' : 'inline', file.fileName),
    );

  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== file.etag ? undefined : request.headers.range;
  const range = parseByteRange(rangeHeader, file.size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .removeHeader('content-disposition')
      .type('application/json; charset=utf-8')
      .send({ message: `Requested range not satisfiable: the file has ${file.size} bytes` });
  }
  if (range.kind === 'partial') {
    const stream = await file.read({ start: range.start, end: range.end });
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  }
  const stream = request.method === 'HEAD' ? null : await file.read();
  return reply
    .status(200)
    .header('content-length', file.size)
    .send(stream ?? '');
}
