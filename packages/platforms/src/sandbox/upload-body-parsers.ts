import Busboy from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A file part of a multipart upload, as the sandbox keeps it: its bytes counted, never stored. */
export interface CountedFile {
  field: string;
  fileName: string;
  mimeType: string;
  bytes: number;
}

/** A parsed multipart/form-data body: its text fields and its counted file parts, in order. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: CountedFile[];
}

/** A raw byte upload (`PUT` of a file body): only its length and declared type are kept. */
export interface CountedBytes {
  bytes: number;
  contentType: string | null;
}

export function isMultipartForm(body: unknown): body is MultipartForm {
  return typeof body === 'object' && body !== null && 'fields' in body && 'files' in body;
}

export function isCountedBytes(body: unknown): body is CountedBytes {
  return typeof body === 'object' && body !== null && 'bytes' in body && !('files' in body);
}

/**
 * Upload bodies of the simulated platforms (X media upload, Pinterest's S3 form, LinkedIn's PUTs):
 * streamed through and counted, so the simulator holds no media in memory whatever the size.
 * Register inside an encapsulated child of the sandbox plugin so the parsers apply to upload routes
 * only and never clash with another route module's.
 */
export function registerUploadBodyParsers(app: FastifyInstance): void {
  // The host app may parse these types itself (uploads to /api): this scope replaces them.
  for (const type of ['multipart/form-data', 'application/octet-stream']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
  }
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    parseMultipart(request, payload).then(
      (form) => done(null, form),
      (error: unknown) => done(badBody(error), undefined),
    );
  });
  app.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    payload.on('end', () =>
      done(null, {
        bytes,
        contentType: request.headers['content-type'] ?? null,
      } satisfies CountedBytes),
    );
    payload.on('error', (error) => done(badBody(error), undefined));
  });
}

function parseMultipart(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: [] };
    const parser = new Busboy({
      headers: { ...request.headers, 'content-type': request.headers['content-type'] ?? '' },
    });
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, fileName, _encoding, mimeType) => {
      const file: CountedFile = { field, fileName, mimeType, bytes: 0 };
      form.files.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.bytes += chunk.length;
      });
    });
    parser.on('finish', () => resolve(form));
    parser.on('error', reject);
    payload.on('error', reject);
    payload.pipe(parser);
  });
}

function badBody(error: unknown): Error & { statusCode: number } {
  const reason = error instanceof Error ? error.message : 'unreadable body';
  return Object.assign(new Error(`Malformed upload body: ${reason}`), { statusCode: 400 });
}
