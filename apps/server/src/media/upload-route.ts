import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { deleteContent, uploadContent } from '@fanout/core/media';
import { AppError, type ContentItem, type UploadResponse } from '@fanout/shared';
import type { AppDeps } from '../http/app-deps';
import { getActor } from '../http/session-plugin';

const FILE_FIELD = 'files';
const MAX_FILES_PER_REQUEST = 20;

function uploadMessage(items: ContentItem[]): string {
  const [only] = items;
  return items.length === 1 && only
    ? `"${only.title}" uploaded successfully`
    : `${items.length} files uploaded successfully`;
}

/**
 * POST /api/upload: multipart, one or more files in the field "files". Each file streams straight
 * to storage (never whole in memory). All-or-nothing: if one file is refused, the ones stored
 * earlier in the same request are removed again.
 */
export async function registerUploadRoute(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { limits } = deps.core.config.media;
  await app.register(fastifyMultipart, {
    limits: {
      // The hard cap of the parser; the per-type limits are enforced while streaming.
      fileSize: Math.max(limits.image, limits.video, limits.audio, limits.document) + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 10,
      parts: MAX_FILES_PER_REQUEST + 10,
    },
  });

  app.post('/api/upload', async (request, reply) => {
    const actor = await getActor(request, deps);
    if (!request.isMultipart()) {
      throw new AppError(
        'BAD_REQUEST',
        `Send the files as multipart/form-data in the field "${FILE_FIELD}".`,
      );
    }
    const items: ContentItem[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw new AppError(
            'BAD_REQUEST',
            `Unexpected file field "${part.fieldname}": send files in the field "${FILE_FIELD}".`,
          );
        }
        items.push(
          await uploadContent(deps.core, actor, {
            stream: part.file,
            fileName: part.filename || 'upload',
            declaredMime: part.mimetype,
          }),
        );
      }
    } catch (error) {
      for (const item of items)
        await deleteContent(deps.core, actor, item.id).catch(() => undefined);
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        throw new AppError(
          'BAD_REQUEST',
          `Send at most ${MAX_FILES_PER_REQUEST} files per request.`,
        );
      }
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
