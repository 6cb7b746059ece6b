import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { deleteContent, requestTooLarge, uploadContent, uploadCutOff } from '@fanout/core/media';
import { AppError, isAppError, type ContentItem, type UploadResponse } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { getActor } from '../http/session-plugin';

const FILE_FIELD = 'files';
const MAX_FIELDS = 10;

function uploadMessage(items: ContentItem[]): string {
  const [only] = items;
  return items.length === 1 && only
    ? `"${only.title}" uploaded successfully`
    : `${items.length} files uploaded successfully`;
}

/**
 * POST /api/upload: multipart, one or more files in the field "files". Each file streams straight
 * to storage (never whole in memory). All-or-nothing: if one file is refused, the ones stored
 * earlier in the same request are removed again. At most UPLOAD_MAX_FILES_PER_REQUEST files and
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

  app.post('/api/upload', async (request, reply) => {
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
    const items: ContentItem[] = [];
    let received = 0;
    try {
      const parts = request.parts()[Symbol.asyncIterator]();
      for (;;) {
        const next = await parts.next().catch((error: unknown) => {
          throw parserError(error);
        });
        if (next.done) break;
        const part = next.value;
        if (part.type !== 'file') continue;
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw new AppError(
            'BAD_REQUEST',
            `Unexpected file field "${part.fieldname}": send files in the field "${FILE_FIELD}".`,
          );
        }
        const item = await uploadContent(deps.core, actor, {
          stream: part.file,
          fileName: part.filename || 'upload',
          declaredMime: part.mimetype,
          requestLimit: { left: maxRequestBytes - received, total: maxRequestBytes },
        });
        items.push(item);
        // The bytes as sent (the stored size differs for re-encoded images).
        received += (part.file as { bytesRead?: number }).bytesRead ?? item.fileSize;
      }
    } catch (error) {
      for (const item of items)
        await deleteContent(deps.core, actor, item.id).catch(() => undefined);
      throw error;
    }
    if (items.length === 0)
      throw new AppError(
        'BAD_REQUEST',
        `No files received: send them in the multipart field "${FILE_FIELD}".`,
      );
    const body: UploadResponse = { message: uploadMessage(items), items };
    return reply.status(201).send(body);
  });
}
