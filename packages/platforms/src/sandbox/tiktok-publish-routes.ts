import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { numericId } from './account-identity';
import { countedBytes, registerUploadRoutes } from './upload-body-parsers';
import { sendTikTokApiError, tikTokLogId } from './platform-errors';
import { bearerToken, field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import {
  publishCall,
  publishingStep,
  type PublishFaultAnswers,
  type SandboxMedia,
} from './sandbox-publishing';
import type { SandboxToken } from './sandbox-store';
import { findAccessToken } from './token-checks';
import { TIKTOK_PRIVACY_LEVELS } from './tiktok-routes';

const API = '/tiktok/api/v2/post/publish';
const UPLOAD = '/tiktok/upload/video/';
const MB = 1024 * 1024;
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm']);
const PHOTO_FETCH_TIMEOUT_MS = 10_000;

interface SandboxPublish {
  id: string;
  account: string;
  kind: 'video' | 'photo';
  text: string;
  privacyLevel: string;
  videoSize: number;
  chunkSize: number;
  chunkCount: number;
  mimeType: string | null;
  uploadedChunks: number;
  uploadedBytes: number;
  media: SandboxMedia[];
  /** When the upload finished or the photos were pulled; null while uploading. */
  readyAt: number | null;
  failReason: string | null;
  postId: string | null;
}

/** TikTok's answers to the faults, in its `{data, error: {code, message, log_id}}` dialect. */
const FAULT_ANSWERS: PublishFaultAnswers = {
  refuse: (reply, message) => sendTikTokApiError(reply, 400, 'invalid_params', message),
  rateLimit: (reply, retryAfterSeconds) =>
    sendTikTokApiError(
      reply.header('retry-after', String(retryAfterSeconds)),
      429,
      'rate_limit_exceeded',
      'The API rate limit was exceeded. Please try again later.',
    ),
  transient: (reply) =>
    sendTikTokApiError(
      reply,
      500,
      'internal_error',
      'Something went wrong. Please try again later.',
    ),
};

/**
 * TikTok's Content Posting API, Direct Post: video init (FILE_UPLOAD, chunk rules checked), the
 * chunk PUTs to the upload URL (bytes counted; the last one completes the upload and is the
 * irreversible call), photo init (PULL_FROM_URL: the sandbox fetches each URL, and a URL that does
 * not answer 200 with an image makes the publish FAILED as TikTok reports it), and status/fetch,
 * which stays PROCESSING_* for `processingMs`.
 */
export function registerTikTokPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const publishes = ctx.controller.durableMap<SandboxPublish>('tiktok.publishes');
  const uploads = ctx.controller.durableMap<string>('tiktok.uploads');
  const { publishing } = ctx.controller;

  const requirePublishScope = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): SandboxToken | FastifyReply => {
    const check = findAccessToken(ctx.store, ['tiktok'], bearerToken(request));
    if (!check.ok) {
      return sendTikTokApiError(
        reply,
        401,
        'access_token_invalid',
        'The access token is invalid or not found in the request.',
      );
    }
    if (!check.token.grant.scopes.includes('video.publish')) {
      return sendTikTokApiError(
        reply,
        401,
        'scope_not_authorized',
        'The user did not authorize the scope required for completing this request (video.publish).',
      );
    }
    return check.token;
  };

  const newPublish = (
    token: SandboxToken,
    kind: 'video' | 'photo',
    text: string,
    privacyLevel: string,
  ): SandboxPublish => ({
    id: `${kind === 'video' ? 'v_pub_file' : 'p_pub_url'}~v2-1.${numericId(19, 'tiktok-publish', randomBytes(8).toString('hex'))}`,
    account: token.grant.account,
    kind,
    text,
    privacyLevel,
    videoSize: 0,
    chunkSize: 0,
    chunkCount: 0,
    mimeType: null,
    uploadedChunks: 0,
    uploadedBytes: 0,
    media: [],
    readyAt: null,
    failReason: null,
    postId: null,
  });

  const complete = (publish: SandboxPublish) => {
    publish.readyAt = ctx.controller.now();
    if (publish.failReason !== null) return;
    publish.postId = numericId(19, 'tiktok-post', publish.id);
    const path = publish.kind === 'video' ? 'video' : 'photo';
    publishing.add({
      platform: 'tiktok',
      id: publish.postId,
      account: publish.account,
      text: publish.text,
      media: publish.media,
      url: `https://www.tiktok.com/@${publish.account.toLowerCase()}/${path}/${publish.postId}`,
      createdAt: ctx.controller.now(),
    });
  };

  app.post(`${API}/video/init/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    await publishingStep(publishing);
    const body = asRecord(request.body);
    const postInfo = checkPostInfo(reply, asRecord(body.post_info), 2200);
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
    publish.videoSize = source.video_size as number;
    publish.chunkSize = source.chunk_size as number;
    publish.chunkCount = source.total_chunk_count as number;
    publishes.set(publish.id, publish);
    const uploadId = randomBytes(12).toString('hex');
    uploads.set(uploadId, publish.id);
    const uploadUrl = `${ctx.baseUrl(request)}${UPLOAD}?upload_id=${uploadId}&upload_token=${randomBytes(16).toString('hex')}`;
    return { data: { publish_id: publish.id, upload_url: uploadUrl }, error: ok() };
  });

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

  app.post(`${API}/content/init/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    const body = asRecord(request.body);
    if (body.post_mode !== 'DIRECT_POST' || body.media_type !== 'PHOTO') {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'The sandbox takes post_mode DIRECT_POST with media_type PHOTO.',
      );
    }
    const info = asRecord(body.post_info);
    const postInfo = checkPostInfo(reply, info, 90);
    if (!('privacyLevel' in postInfo)) return postInfo;
    const description = typeof info.description === 'string' ? info.description : '';
    if (description.length > 4000) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'post_info.description must be at most 4000 characters.',
      );
    }
    const source = asRecord(body.source_info);
    const images = source.photo_images;
    if (source.source !== 'PULL_FROM_URL') {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'Photo posts take source_info.source PULL_FROM_URL only.',
      );
    }
    if (
      !Array.isArray(images) ||
      images.length === 0 ||
      images.length > 35 ||
      !images.every((url) => typeof url === 'string')
    ) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'source_info.photo_images must hold 1 to 35 URLs.',
      );
    }
    const cover = source.photo_cover_index ?? 0;
    if (!Number.isInteger(cover) || (cover as number) < 0 || (cover as number) >= images.length) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'source_info.photo_cover_index is out of range.',
      );
    }
    const publish = newPublish(
      token,
      'photo',
      description || postInfo.title,
      postInfo.privacyLevel,
    );
    // TikTok downloads the photos itself; a URL it cannot use fails the publish, reported by status.
    for (const url of images as string[]) {
      const pulled = await pullPhoto(url);
      if (typeof pulled === 'string') {
        publish.failReason = pulled;
        break;
      }
      publish.media.push(pulled);
    }
    return publishCall(publishing, 'tiktok', reply, FAULT_ANSWERS, () => {
      publishes.set(publish.id, publish);
      complete(publish);
      return { data: { publish_id: publish.id }, error: ok() };
    });
  });

  app.post(`${API}/status/fetch/`, async (request, reply) => {
    const token = requirePublishScope(request, reply);
    if (!('grant' in token)) return token;
    await publishingStep(publishing);
    const publish = publishes.get(field(request.body, 'publish_id') ?? '');
    if (!publish || publish.account !== token.grant.account) {
      return sendTikTokApiError(reply, 400, 'invalid_publish_id', 'The publish_id does not exist.');
    }
    const processing =
      publish.readyAt === null || ctx.controller.now() < publish.readyAt + publishing.processingMs;
    const data: Record<string, unknown> = {
      status: processing
        ? publish.kind === 'video'
          ? 'PROCESSING_UPLOAD'
          : 'PROCESSING_DOWNLOAD'
        : publish.failReason !== null
          ? 'FAILED'
          : 'PUBLISH_COMPLETE',
      uploaded_bytes: publish.uploadedBytes,
      downloaded_bytes: publish.media.reduce((sum, item) => sum + item.bytes, 0),
    };
    if (!processing && publish.failReason !== null) data.fail_reason = publish.failReason;
    // Only a public post gets a public id (sent as strings here: see docs/platform-publishing/tiktok.md).
    data.publicaly_available_post_id =
      !processing && publish.postId !== null && publish.privacyLevel === 'PUBLIC_TO_EVERYONE'
        ? [publish.postId]
        : [];
    return { data, error: ok() };
  });
}

function checkPostInfo(
  reply: FastifyReply,
  info: Record<string, unknown>,
  maxTitle: number,
): { title: string; privacyLevel: string } | FastifyReply {
  const privacyLevel = typeof info.privacy_level === 'string' ? info.privacy_level : '';
  if (privacyLevel === '')
    return sendTikTokApiError(reply, 400, 'invalid_params', 'post_info.privacy_level is required.');
  if (!TIKTOK_PRIVACY_LEVELS.includes(privacyLevel)) {
    return sendTikTokApiError(
      reply,
      400,
      'privacy_level_option_mismatch',
      "post_info.privacy_level is not one of the creator's options.",
    );
  }
  const title = typeof info.title === 'string' ? info.title : '';
  if (title.length > maxTitle) {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      `post_info.title must be at most ${maxTitle} characters.`,
    );
  }
  return { title, privacyLevel };
}

/** TikTok's chunk rules: 5–64 MB chunks (a file under 5 MB whole), count = floor(size / chunk). */
function checkChunks(size: unknown, chunk: unknown, count: unknown): string | null {
  if (!Number.isInteger(size) || (size as number) <= 0)
    return 'source_info.video_size must be a positive integer.';
  if (!Number.isInteger(chunk) || !Number.isInteger(count))
    return 'source_info.chunk_size and total_chunk_count are required.';
  const [s, c, n] = [size as number, chunk as number, count as number];
  if (s < 5 * MB)
    return c === s && n === 1
      ? null
      : 'A video under 5 MB is uploaded as one chunk of its whole size.';
  if (c < 5 * MB || c > 64 * MB) return 'source_info.chunk_size must be between 5 MB and 64 MB.';
  if (n !== Math.floor(s / c) || n < 1 || n > 1000)
    return 'source_info.total_chunk_count must be floor(video_size / chunk_size).';
  if (s - (n - 1) * c > 128 * MB) return 'The last chunk may hold at most 128 MB.';
  return null;
}

async function pullPhoto(url: string): Promise<SandboxMedia | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_FETCH_TIMEOUT_MS) });
    const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200 || !mimeType.startsWith('image/'))
      return 'file_format_check_failed';
    return { kind: 'image', mimeType, bytes };
  } catch {
    return 'file_format_check_failed';
  }
}

function ok() {
  return { code: 'ok', message: '', log_id: tikTokLogId() };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
