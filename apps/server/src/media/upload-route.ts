import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requestTooLarge, uploadContents, uploadCutOff } from '@fanout/core/media';
import { AppError, isAppError, type ContentItem, type UploadResponse } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { getActor } from '../http/session-plugin';
import { keyScope } from '../http/api-key-scope-guard';

const FILE_FIELD = 'files';
const MAX_FIELDS = 10;

function uploadMessage(items: ContentItem[]): string {
  const [only] = items;
  return items.length === 1 && only
    ? `"${only.title}" uploaded successfully`
    : `${items.length} files uploaded successfully`;
}

/**
 * POST /api/upload: multipart, one or more files in the field "files". Each file streams to a
 * temporary file (never whole in memory); all are received and checked before any is processed and
 * stored (uploadContents). All-or-nothing. At most UPLOAD_MAX_FILES_PER_REQUEST files and
 * UPLOAD_MAX_REQUEST_MB bytes per request (ADR 0030).
 */
export async function registerUploadRoute(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { limits, maxFilesPerRequest, maxRequestBytes } = deps.core.config.media;
  await app.register(fastifyMultipart, {
    limits: {
      // The hard cap of the parser; the per-type limits are enforced while streaming.
      fileSize: Math.max(limits.image, limits.video, limits.audio, limits.document) + 1,
      files: maxFilesPerRequest,
      fields: MAX_FIELDS,
      parts: maxFilesPerRequest + MAX_FIELDS,
    },
  });

  /** What the parser throws, as the client's mistake it is. */
  function parserError(error: unknown): unknown {
    if (isAppError(error)) return error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      return new AppError('BAD_REQUEST', `Send at most ${maxFilesPerRequest} files per request.`);
    }
    if (code === 'FST_FIELDS_LIMIT') {
      return new AppError('BAD_REQUEST', `Send at most ${MAX_FIELDS} form fields per request.`);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return error;
    // A body that ends mid-form (client gone, closing boundary missing) or is malformed.
    return uploadCutOff();
  }

  app.post('/api/upload', { config: keyScope('media:write') }, async (request, reply) => {
    const actor = await getActor(request, deps);
    if (!request.isMultipart()) {
      throw new AppError(
        'BAD_REQUEST',
        `Send the files as multipart/form-data in the field "${FILE_FIELD}".`,
      );
    }
    // Refused before reading a byte when the client says how much it will send.
    if (Number(request.headers['content-length'] ?? 0) > maxRequestBytes) {
      throw requestTooLarge(maxRequestBytes);
    }
    const parts = request.parts();
    /** The file parts as uploads; the parser's errors as the client's mistakes they are. */
    async function* files() {
      const iterator = parts[Symbol.asyncIterator]();
      for (;;) {
        const next = await iterator.next().catch((error: unknown) => {
          throw parserError(error);
        });
        if (next.done) return;
        const part = next.value;
        if (part.type !== 'file') continue;
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw new AppError(
            'BAD_REQUEST',
            `Unexpected file field "${part.fieldname}": send files in the field "${FILE_FIELD}".`,
          );
        }
        yield {
          stream: part.file,
          fileName: part.filename || 'upload',
          declaredMime: part.mimetype,
        };
      }
    }
    const items = await uploadContents(deps.core, { actor, input: files() });
    if (items.length === 0)
      throw new AppError(
        'BAD_REQUEST',
        `No files received: send them in the multipart field "${FILE_FIELD}".`,
      );
    const body: UploadResponse = { message: uploadMessage(items), items };
    return reply.status(201).send(body);
  });
}
