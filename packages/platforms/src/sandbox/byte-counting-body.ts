import type { FastifyInstance } from 'fastify';

/** A raw upload body as publishing routes see it: its length only (the bytes are never kept). */
export interface CountedBody {
  bytes: number;
}

// The media types uploads arrive as (images, videos, and Google's generic fallback).
const RAW_UPLOAD_TYPES = /^(image\/|video\/|application\/octet-stream)/;

/**
 * Parses raw image and video bodies by counting their bytes as they stream in, so a simulated
 * upload of any size costs no memory. Register inside an encapsulated scope (`app.register`) so the
 * other routes of the sandbox keep their parsers.
 */
export function registerByteCountingParser(scope: FastifyInstance): void {
  // The host app may parse octet-stream itself: this scope replaces it.
  if (scope.hasContentTypeParser('application/octet-stream')) {
    scope.removeContentTypeParser('application/octet-stream');
  }
  scope.addContentTypeParser(RAW_UPLOAD_TYPES, (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    payload.on('end', () => done(null, { bytes } satisfies CountedBody));
    payload.on('error', (error) => done(error, undefined));
  });
}

/** The byte count of a body parsed by `registerByteCountingParser`; 0 when there was none. */
export function countedBytes(body: unknown): number {
  return typeof body === 'object' &&
    body !== null &&
    'bytes' in body &&
    typeof body.bytes === 'number'
    ? body.bytes
    : 0;
}
