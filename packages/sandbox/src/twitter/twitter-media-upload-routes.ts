import type { FastifyInstance } from 'fastify';
import { field } from '../http/request-fields';
import { isMultipartForm, registerUploadRoutes } from '../http/upload-body-parsers';
import {
  API,
  MEDIA_TYPES,
  SESSION_SECONDS,
  type SandboxUpload,
  isCategory,
  mediaId,
  sendInvalid,
  type TwitterPublishKit,
} from './twitter-publish-kit';

/** X's media upload v2: simple multipart uploads and the chunked initialize / append / finalize / STATUS flow. */
/** The simple upload and the chunked APPEND, both multipart/form-data. */
export function registerTwitterMultipartUploadRoutes(
  app: FastifyInstance,
  kit: TwitterPublishKit,
): void {
  const { uploads, mediaCaller, ownUpload, mediaAnswer } = kit;
  // Uploads are multipart: parsed (and counted) only inside this encapsulated child.
  registerUploadRoutes(app, { raw: 'octet-stream', multipart: true }, (media) => {
    media.post(`${API}/media/upload`, async (request, reply) => {
      const caller = await mediaCaller(request, reply);
      if (!caller.ok) return caller.reply;
      const { userId } = caller;
      if (!isMultipartForm(request.body)) {
        return sendInvalid(reply, 'media', '', 'Send the media as multipart/form-data.');
      }
      const category = request.body.fields.media_category;
      if (!isCategory(category)) {
        return sendInvalid(reply, 'media_category', category ?? '', 'media_category is required.');
      }
      const file = request.body.files.find((part) => part.field === 'media');
      if (!file || file.bytes === 0) {
        return sendInvalid(reply, 'media', '', 'The media field is required.');
      }
      const upload: SandboxUpload = {
        id: mediaId(),
        userId,
        category,
        mimeType: file.mimeType,
        totalBytes: file.bytes,
        segments: new Map([[0, file.bytes]]),
        finalizedAt: Date.now(),
      };
      uploads.set(upload.id, upload);
      return mediaAnswer(upload);
    });

    media.post<{ Params: { id: string } }>(
      `${API}/media/upload/:id/append`,
      async (request, reply) => {
        const caller = await ownUpload(request, reply, request.params.id);
        if (!caller.ok) return caller.reply;
        const { upload } = caller;
        if (!isMultipartForm(request.body)) {
          return sendInvalid(reply, 'media', '', 'Send the segment as multipart/form-data.');
        }
        const index = Number(request.body.fields.segment_index);
        if (!Number.isInteger(index) || index < 0 || index > 999) {
          return sendInvalid(
            reply,
            'segment_index',
            request.body.fields.segment_index ?? '',
            'segment_index must be an integer from 0 to 999.',
          );
        }
        const file = request.body.files.find((part) => part.field === 'media');
        if (!file) return sendInvalid(reply, 'media', '', 'The media field is required.');
        if (upload.finalizedAt !== null) {
          return sendInvalid(reply, 'id', upload.id, 'The upload is already finalized.');
        }
        upload.segments.set(index, file.bytes);
        return { data: { expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS } };
      },
    );
  });
}

/** Chunked INITIALIZE (JSON), FINALIZE and the STATUS read. */
export function registerTwitterChunkedUploadRoutes(
  app: FastifyInstance,
  kit: TwitterPublishKit,
): void {
  const { uploads, mediaCaller, ownUpload, mediaAnswer } = kit;
  app.post(`${API}/media/upload/initialize`, async (request, reply) => {
    const caller = await mediaCaller(request, reply);
    if (!caller.ok) return caller.reply;
    const { userId } = caller;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const mimeType = typeof body.media_type === 'string' ? body.media_type : '';
    const allowed = MEDIA_TYPES[mimeType];
    if (!allowed) {
      return sendInvalid(reply, 'media_type', mimeType, `media_type ${mimeType} is not supported.`);
    }
    const category = body.media_category;
    if (!isCategory(category) || !allowed.includes(category)) {
      return sendInvalid(
        reply,
        'media_category',
        String(category ?? ''),
        `media_category must be one of ${allowed.join(', ')} for ${mimeType}.`,
      );
    }
    const total = body.total_bytes;
    if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) {
      return sendInvalid(reply, 'total_bytes', String(total ?? ''), 'total_bytes is required.');
    }
    const upload: SandboxUpload = {
      id: mediaId(),
      userId,
      category,
      mimeType,
      totalBytes: total,
      segments: new Map(),
      finalizedAt: null,
    };
    uploads.set(upload.id, upload);
    return {
      data: { id: upload.id, media_key: `7_${upload.id}`, expires_after_secs: SESSION_SECONDS },
    };
  });

  app.post<{ Params: { id: string } }>(
    `${API}/media/upload/:id/finalize`,
    async (request, reply) => {
      const caller = await ownUpload(request, reply, request.params.id);
      if (!caller.ok) return caller.reply;
      const { upload } = caller;
      const received = [...upload.segments.values()].reduce((sum, bytes) => sum + bytes, 0);
      if (upload.finalizedAt === null) {
        if (received !== upload.totalBytes) {
          return sendInvalid(
            reply,
            'id',
            upload.id,
            `File size mismatch: received ${received} of ${upload.totalBytes} bytes.`,
          );
        }
        upload.finalizedAt = Date.now();
      }
      return mediaAnswer(upload);
    },
  );

  app.get(`${API}/media/upload`, async (request, reply) => {
    const id = field(request.query, 'media_id') ?? '';
    const caller = await ownUpload(request, reply, id);
    if (!caller.ok) return caller.reply;
    const { upload } = caller;
    if (upload.finalizedAt === null) {
      return sendInvalid(reply, 'media_id', id, 'The upload has not been finalized.');
    }
    return mediaAnswer(upload);
  });
}
