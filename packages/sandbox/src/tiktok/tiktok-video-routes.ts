import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { countedBytes, registerUploadRoutes } from '../http/upload-body-parsers';
import { sendTikTokApiError } from '../http/platform-errors';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import {
  API,
  FAULT_ANSWERS,
  UPLOAD,
  VIDEO_TYPES,
  asRecord,
  checkChunks,
  checkPostInfo,
  ok,
  type TikTokPublishKit,
} from './tiktok-publish-kit';
import { tikTokCreator } from './tiktok-creators';

/** Direct Post of a video: init with FILE_UPLOAD or PULL_FROM_URL, then the chunked PUTs of the bytes. */
export function registerTikTokVideoInitRoute(app: FastifyInstance, kit: TikTokPublishKit): void {
  const { ctx, publishes, uploads, publishing, requirePublishScope, newPublish } = kit;
  app.post(`${API}/video/init/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    await publishingStep(publishing);
    const body = asRecord(request.body);
    const postInfo = checkPostInfo(reply, asRecord(body.post_info), {
      maxTitle: 2200,
      kind: 'video',
      creator: tikTokCreator(ctx.controller, token.grant.account),
    });
    if (!('privacyLevel' in postInfo)) return postInfo;
    const source = asRecord(body.source_info);
    if (source.source === 'PULL_FROM_URL') {
      return sendTikTokApiError(
        reply,
        403,
        'url_ownership_unverified',
        'The video URL prefix is not verified for this app.',
      );
    }
    if (source.source !== 'FILE_UPLOAD') {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'source_info.source must be FILE_UPLOAD or PULL_FROM_URL.',
      );
    }
    const problem = checkChunks(source.video_size, source.chunk_size, source.total_chunk_count);
    if (problem) return sendTikTokApiError(reply, 400, 'invalid_params', problem);
    const publish = newPublish(token, 'video', postInfo.title, postInfo.privacyLevel);
    publish.options = postInfo.options;
    publish.videoSize = source.video_size as number;
    publish.chunkSize = source.chunk_size as number;
    publish.chunkCount = source.total_chunk_count as number;
    publishes.set(publish.id, publish);
    const uploadId = randomBytes(12).toString('hex');
    uploads.set(uploadId, publish.id);
    const uploadUrl = `${ctx.baseUrl(request)}${UPLOAD}?upload_id=${uploadId}&upload_token=${randomBytes(16).toString('hex')}`;
    return { data: { publish_id: publish.id, upload_url: uploadUrl }, error: ok() };
  });
}

export function registerTikTokVideoUploadRoute(app: FastifyInstance, kit: TikTokPublishKit): void {
  const { publishes, uploads, publishing, complete } = kit;
  registerUploadRoutes(app, { raw: 'media' }, (scope) => {
    scope.put(UPLOAD, async (request, reply) => {
      const publish = publishes.get(uploads.get(field(request.query, 'upload_id') ?? '') ?? '');
      if (!publish)
        return sendTikTokApiError(
          reply,
          404,
          'invalid_params',
          'The upload URL is unknown or has expired.',
        );
      const mimeType = String(request.headers['content-type'] ?? '').split(';')[0] ?? '';
      if (!VIDEO_TYPES.has(mimeType)) {
        return sendTikTokApiError(
          reply,
          400,
          'invalid_file_upload',
          `Content-Type ${mimeType || '(none)'} is not a supported video type.`,
        );
      }
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(
        String(request.headers['content-range'] ?? ''),
      );
      const index = publish.uploadedChunks;
      const last = index === publish.chunkCount - 1;
      const start = index * publish.chunkSize;
      const end = last ? publish.videoSize - 1 : start + publish.chunkSize - 1;
      if (
        publish.readyAt !== null ||
        !range ||
        Number(range[1]) !== start ||
        Number(range[2]) !== end ||
        Number(range[3]) !== publish.videoSize
      ) {
        return sendTikTokApiError(
          reply,
          400,
          'invalid_file_upload',
          `The next chunk is bytes ${start}-${end}/${publish.videoSize}.`,
        );
      }
      if (countedBytes(request.body) !== end - start + 1) {
        return sendTikTokApiError(
          reply,
          400,
          'invalid_file_upload',
          'The chunk size does not match its Content-Range.',
        );
      }
      if (!last) {
        await publishingStep(publishing);
        publish.uploadedChunks += 1;
        publish.uploadedBytes = end + 1;
        return reply.code(206).send();
      }
      reply.code(201);
      return publishCall(publishing, 'tiktok', reply, FAULT_ANSWERS, () => {
        publish.uploadedChunks += 1;
        publish.uploadedBytes = publish.videoSize;
        publish.mimeType = mimeType;
        publish.media = [{ kind: 'video', mimeType, bytes: publish.videoSize }];
        complete(publish);
        return undefined;
      });
    });
  });
}
