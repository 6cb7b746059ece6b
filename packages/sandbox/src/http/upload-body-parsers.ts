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

/** A raw byte upload (a file as the request body): only its length and declared type are kept. */
export interface CountedBytes {
  bytes: number;
  contentType: string | null;
}

/**
 * Which upload bodies a scope takes. `raw`: `octet-stream` only, or `media` (also any image/ and
 * video/ type, as uploadBlob and resumable video uploads send them); `multipart`: forms with files.
 */
export interface UploadBodies {
  raw: 'octet-stream' | 'media';
  multipart?: boolean;
}

const OCTET_STREAM = 'application/octet-stream';
const MULTIPART = 'multipart/form-data';
const MEDIA_TYPES = /^(image\/|video\/|application\/octet-stream)/;

export function isMultipartForm(body: unknown): body is MultipartForm {
  return typeof body === 'object' && body !== null && 'fields' in body && 'files' in body;
}

/** The byte count of a raw upload body; 0 when there was none. */
export function countedBytes(body: unknown): number {
  return typeof body === 'object' &&
    body !== null &&
    !('files' in body) &&
    'bytes' in body &&
    typeof body.bytes === 'number'
    ? body.bytes
    : 0;
}

/**
 * Registers upload routes with their body parsers in an encapsulated child of `app`, so the parsers
 * apply to those routes only and never clash with another route module's. Bodies are streamed
 * through and counted: the simulator holds no media in memory whatever the size.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  bodies: UploadBodies,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    registerUploadBodyParsers(scope, bodies);
    routes(scope);
  });
}

function registerUploadBodyParsers(scope: FastifyInstance, bodies: UploadBodies): void {
  // The host app parses some of these types itself (uploads to /api): this scope replaces them.
  for (const type of bodies.multipart ? [OCTET_STREAM, MULTIPART] : [OCTET_STREAM]) {
    if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
  }
  scope.addContentTypeParser(
    bodies.raw === 'media' ? MEDIA_TYPES : OCTET_STREAM,
    (request, payload, done) => {
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
    },
  );
  if (!bodies.multipart) return;
  scope.addContentTypeParser(MULTIPART, (request, payload, done) => {
    parseMultipart(request, payload).then(
      (form) => done(null, form),
      (error: unknown) => done(badBody(error), undefined),
    );
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
