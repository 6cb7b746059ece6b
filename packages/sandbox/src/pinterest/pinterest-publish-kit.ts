import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import type { BodyRefusal } from '../http/parse-body';
import type { SandboxContext } from '../sandbox-context';
import type { PublishFaultAnswers, SandboxMedia } from '../publishing/sandbox-publishing';

export const API = '/pinterest/api/v5';
/** Stands in for Pinterest's S3 upload bucket (`upload_url`), beside the API host. */
export const UPLOAD_PATH = '/pinterest/media-upload/';
export const FETCH_TIMEOUT_MS = 10_000;
// Pinterest Standard access: per-user, per-minute write budget (reset is seconds from now).
export const WRITE_LIMIT = 100;

export interface SandboxVideoUpload {
  mediaId: string;
  account: string;
  key: string;
  bytes: number | null;
  uploadedAt: number | null;
}

export type PinMedia =
  { ok: true; media: SandboxMedia[]; type: string } | { ok: false; reply: FastifyReply };

function createPinterestPublishState(ctx: SandboxContext) {
  const { publishing } = ctx.controller;
  const videos = ctx.controller.durableMap<SandboxVideoUpload>('pinterest.videos');
  /** What the Pin list answers beside the stored post: its board, title and description. */
  const pinFields = ctx.controller.durableMap<{
    boardId: string;
    title: string;
    description: string;
  }>('pinterest.pinFields');
  // Kept across restarts, so upload URLs handed out before one still verify.
  const signingKey = ctx.controller.durableString('pinterest.signingKey', () =>
    randomBytes(32).toString('hex'),
  );
  const sign = (policy: string) => createHmac('sha256', signingKey).update(policy).digest('hex');

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'pinterest',
    unauthorized: (reply) => reply.code(401).send({ code: 2, message: 'Authentication failed.' }),
    forbidden: (reply, scope) =>
      reply.code(403).send({ code: 3, message: `Authorization failed: the token lacks ${scope}.` }),
  });

  const faults: PublishFaultAnswers = {
    refuse: (reply, message) => sendError(reply, 400, 1, message),
    rateLimit: (reply, retryAfterSeconds) => {
      reply.header('x-ratelimit-limit', String(WRITE_LIMIT));
      reply.header('x-ratelimit-remaining', '0');
      reply.header('x-ratelimit-reset', String(retryAfterSeconds));
      return sendError(
        reply,
        429,
        8,
        'This request exceeded a rate limit. This can be caused by too many requests within a short time.',
      );
    },
    transient: (reply) => sendError(reply, 503, 0, 'Service unavailable. Please try again later.'),
  };

  function videoState(upload: SandboxVideoUpload): string {
    if (upload.uploadedAt === null) return 'registered';
    if (upload.bytes === 0) return 'failed';
    return Date.now() - upload.uploadedAt < publishing.processingMs ? 'processing' : 'succeeded';
  }
  return { ctx, publishing, videos, pinFields, signingKey, sign, requireToken, faults, videoState };
}

/** What Pinterest's publishing routes share: video uploads, pins' fields, the S3 signing key, token checks and fault answers. */
export function createPinterestPublishKit(ctx: SandboxContext) {
  const state = createPinterestPublishState(ctx);
  const { videos, videoState } = state;
  /** The media of a pin's `media_source`, fetched or looked up, or the 400 already sent. */
  async function pinMedia(
    reply: FastifyReply,
    account: string,
    source: unknown,
  ): Promise<PinMedia> {
    const refuse = (message: string): PinMedia => ({
      ok: false,
      reply: sendError(reply, 400, 1, message),
    });
    if (typeof source !== 'object' || source === null) {
      return refuse('Invalid parameters: media_source is required.');
    }
    const media = source as Record<string, unknown>;
    if (media.source_type === 'image_url') {
      const fetched = await fetchImage(media.url);
      return typeof fetched === 'string'
        ? refuse(`Invalid parameters: media_source.url ${fetched}`)
        : { ok: true, media: [fetched], type: 'image' };
    }
    if (media.source_type === 'multiple_image_urls') {
      const items = Array.isArray(media.items) ? (media.items as unknown[]) : [];
      if (items.length < 2 || items.length > 5) {
        return refuse('Invalid parameters: media_source.items must hold 2 to 5 images.');
      }
      const fetched: SandboxMedia[] = [];
      for (const [index, item] of items.entries()) {
        const url =
          typeof item === 'object' && item !== null
            ? (item as Record<string, unknown>).url
            : undefined;
        const image = await fetchImage(url);
        if (typeof image === 'string')
          return refuse(`Invalid parameters: media_source.items[${index}].url ${image}`);
        fetched.push(image);
      }
      return { ok: true, media: fetched, type: 'multiple_images' };
    }
    if (media.source_type === 'video_id') {
      const upload = typeof media.media_id === 'string' ? videos.get(media.media_id) : undefined;
      if (!upload || upload.account !== account) {
        return refuse(
          'Invalid parameters: media_source.media_id is not a media upload of this user.',
        );
      }
      if (videoState(upload) !== 'succeeded') {
        return refuse(
          `Invalid parameters: media_source.media_id is ${videoState(upload)}, not succeeded.`,
        );
      }
      const cover = ['cover_image_url', 'cover_image_data', 'cover_image_key_frame_time'];
      if (!cover.some((name) => media[name] !== undefined)) {
        return refuse(
          'Invalid parameters: a video Pin needs cover_image_url, cover_image_data or cover_image_key_frame_time.',
        );
      }
      return {
        ok: true,
        media: [{ kind: 'video', mimeType: null, bytes: upload.bytes ?? 0 }],
        type: 'video',
      };
    }
    return refuse(
      'Invalid parameters: media_source.source_type must be image_url, multiple_image_urls or video_id.',
    );
  }
  return { ...state, pinMedia };
}

export type PinterestPublishKit = ReturnType<typeof createPinterestPublishKit>;

/** Pinterest's timestamps: UTC without a zone, `2024-07-01T12:34:56`. */
export function pinTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');
}

/**
 * Pulls an image the way Pinterest does: 200 with an image/* type, else the reason. Bytes are
 * counted as they stream, never kept.
 */
export async function fetchImage(url: unknown): Promise<SandboxMedia | string> {
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return 'must be an http(s) URL.';
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return 'could not be fetched.';
  }
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (response.status !== 200 || !type.startsWith('image/')) {
    await response.body?.cancel();
    return `did not answer an image (HTTP ${response.status}, ${type || 'no type'}).`;
  }
  let bytes = 0;
  if (response.body) {
    for await (const chunk of Readable.fromWeb(response.body as NodeReadableStream)) {
      bytes += (chunk as Uint8Array).length;
    }
  }
  return { kind: 'image', mimeType: type, bytes };
}

export function bookmarkOffset(bookmark: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(bookmark, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Pinterest API errors: `{code, message}`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
): FastifyReply {
  return reply.code(status).send({ code, message });
}

/** S3's XML error document. */
export function sendS3Error(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/** Pinterest's answer to a malformed body: code 1, "Invalid parameters". */
export const pinterestBodyRefusal: BodyRefusal = (reply, problem) =>
  sendError(reply, 400, 1, `Invalid parameters: ${problem.message}`);
