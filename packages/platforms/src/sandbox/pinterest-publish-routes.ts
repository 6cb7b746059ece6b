import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createAccessTokenGuard } from './access-token-guard';
import { numericId } from './account-identity';
import { pinterestUsername } from './pinterest-routes';
import { field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import {
  publishCall,
  publishingStep,
  type PublishFaultAnswers,
  type SandboxMedia,
} from './sandbox-publishing';
import { isMultipartForm, registerUploadRoutes } from './upload-body-parsers';

const API = '/pinterest/api/v5';
/** Stands in for Pinterest's S3 upload bucket (`upload_url`), beside the API host. */
const UPLOAD_PATH = '/pinterest/media-upload/';
const FETCH_TIMEOUT_MS = 10_000;
// Pinterest Standard access: per-user, per-minute write budget (reset is seconds from now).
const WRITE_LIMIT = 100;

interface SandboxVideoUpload {
  mediaId: string;
  account: string;
  key: string;
  bytes: number | null;
  uploadedAt: number | null;
}

type PinMedia =
  { ok: true; media: SandboxMedia[]; type: string } | { ok: false; reply: FastifyReply };

/**
 * Pinterest API v5 publishing (platform-apis.md §8): `POST /v5/pins` with an image URL, 2–5 image
 * URLs or an uploaded video; video uploads register with `POST /v5/media`, send the file to an
 * S3-style presigned form (`upload_url` + `upload_parameters`), then process (`GET /v5/media/{id}`).
 * Image URLs are fetched like Pinterest does: anything but a 200 image is refused.
 */
export function registerPinterestPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
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

  app.post(`${API}/media`, async (request, reply) => {
    const auth = requireToken(request, reply, ['pins:write']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.media_type !== 'video') {
      return sendError(reply, 400, 1, 'Invalid parameters: media_type must be "video".');
    }
    const mediaId = `${numericId(6, 'pinterest-media')}${String(randomInt(10 ** 12)).padStart(12, '0')}`;
    const key = `uploads/sandbox/${mediaId}`;
    const date = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(Date.now() + 3_600_000).toISOString(),
        conditions: [{ key }],
      }),
    ).toString('base64');
    videos.set(mediaId, {
      mediaId,
      account: auth.token.grant.account,
      key,
      bytes: null,
      uploadedAt: null,
    });
    return reply.code(201).send({
      media_id: mediaId,
      media_type: 'video',
      upload_url: `${ctx.baseUrl(request)}${UPLOAD_PATH}`,
      upload_parameters: {
        'x-amz-date': date,
        'x-amz-signature': sign(policy),
        'x-amz-security-token': randomBytes(24).toString('base64'),
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        key,
        policy,
        'x-amz-credential': `SANDBOX/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
        'Content-Type': 'multipart/form-data',
      },
    });
  });

  app.get<{ Params: { mediaId: string } }>(`${API}/media/:mediaId`, async (request, reply) => {
    const auth = requireToken(request, reply, ['pins:read']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    const upload = videos.get(request.params.mediaId);
    if (!upload || upload.account !== auth.token.grant.account) {
      return sendError(reply, 404, 4, 'Media not found.');
    }
    return { media_id: upload.mediaId, media_type: 'video', status: videoState(upload) };
  });

  // The presigned S3 form: no bearer token, the signed policy is the authorization.
  registerUploadRoutes(app, { raw: 'octet-stream', multipart: true }, (bucket) => {
    bucket.post(UPLOAD_PATH, async (request, reply) => {
      await publishingStep(publishing);
      if (!isMultipartForm(request.body)) {
        return sendS3Error(reply, 400, 'InvalidArgument', 'POST requires multipart/form-data.');
      }
      const { fields, files } = request.body;
      const upload = [...videos.values()].find((video) => video.key === fields.key);
      if (!upload || !fields.policy || fields['x-amz-signature'] !== sign(fields.policy)) {
        return sendS3Error(
          reply,
          403,
          'AccessDenied',
          'Invalid according to Policy: Policy Condition failed',
        );
      }
      const file = files.find((part) => part.field === 'file');
      if (!file)
        return sendS3Error(
          reply,
          400,
          'InvalidArgument',
          'POST requires exactly one file upload per request.',
        );
      upload.bytes = file.bytes;
      upload.uploadedAt = Date.now();
      return reply.code(204).send();
    });
  });

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

  // List Pins on board, newest first, paged by an opaque `bookmark` (null on the last page).
  app.get<{ Params: { boardId: string } }>(
    `${API}/boards/:boardId/pins`,
    async (request, reply) => {
      const auth = requireToken(request, reply, ['boards:read', 'pins:read']);
      if (!auth.ok) return auth.reply;
      const { account } = auth.token.grant;
      const { boardId } = request.params;
      const boards = ['1', '2'].map((index) => numericId(18, 'pinterest-board', account, index));
      if (!boards.includes(boardId)) {
        return sendError(reply, 404, 40, 'Board not found.');
      }
      await publishingStep(publishing);
      const pageSize = Number(field(request.query, 'page_size') ?? '25');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) {
        return sendError(reply, 400, 1, 'Invalid parameters: page_size must be from 1 to 250.');
      }
      const bookmark = field(request.query, 'bookmark');
      const start = bookmark === undefined ? 0 : bookmarkOffset(bookmark);
      if (start === null) return sendError(reply, 400, 1, 'Invalid parameters: bookmark.');
      const pins = publishing.recent('pinterest', pinterestUsername(account)).flatMap((post) => {
        const fields = pinFields.get(post.id);
        return fields?.boardId === boardId ? [{ post, fields }] : [];
      });
      const page = pins.slice(start, start + pageSize);
      return {
        items: page.map(({ post, fields }) => ({
          id: post.id,
          created_at: pinTimestamp(post.createdAt),
          link: null,
          title: fields.title,
          description: fields.description,
          alt_text: null,
          board_id: boardId,
          board_section_id: null,
          board_owner: { username: pinterestUsername(account) },
          is_owner: true,
          is_standard: true,
          has_been_promoted: false,
          creative_type:
            post.media.length > 1
              ? 'CAROUSEL'
              : post.media[0]?.kind === 'video'
                ? 'VIDEO'
                : 'REGULAR',
          parent_pin_id: null,
        })),
        bookmark:
          start + page.length < pins.length
            ? Buffer.from(`offset:${start + page.length}`).toString('base64url')
            : null,
      };
    },
  );

  app.post(`${API}/pins`, async (request, reply) => {
    const auth = requireToken(request, reply, ['boards:read', 'pins:write']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const boards = ['1', '2'].map((index) => numericId(18, 'pinterest-board', account, index));
    if (typeof body.board_id !== 'string' || !boards.includes(body.board_id)) {
      return sendError(reply, 400, 1, 'Invalid parameters: board_id is not a board of this user.');
    }
    for (const [name, max] of [
      ['title', 100],
      ['description', 800],
      ['alt_text', 500],
      ['link', 2048],
    ] as const) {
      const value = body[name];
      if (
        value !== undefined &&
        value !== null &&
        (typeof value !== 'string' || [...value].length > max)
      ) {
        return sendError(
          reply,
          400,
          1,
          `Invalid parameters: ${name} must be a string of at most ${max} characters.`,
        );
      }
    }
    const media = await pinMedia(reply, account, body.media_source);
    if (!media.ok) return media.reply;
    const used = publishing.posts('pinterest').filter((post) => post.account === account).length;
    reply.header('x-ratelimit-limit', String(WRITE_LIMIT));
    reply.header('x-ratelimit-remaining', String(Math.max(0, WRITE_LIMIT - used - 1)));
    reply.header('x-ratelimit-reset', '60');
    reply.code(201);
    return publishCall(publishing, 'pinterest', reply, faults, () => {
      const id = `${numericId(6, 'pinterest-pin')}${String(randomInt(10 ** 12)).padStart(12, '0')}`;
      const title = typeof body.title === 'string' ? body.title : '';
      const description = typeof body.description === 'string' ? body.description : '';
      pinFields.set(id, { boardId: body.board_id as string, title, description });
      publishing.add({
        platform: 'pinterest',
        id,
        account: pinterestUsername(account),
        text: [title, description].filter(Boolean).join('\n'),
        media: media.media,
        url: `https://www.pinterest.com/pin/${id}/`,
        createdAt: ctx.controller.now(),
      });
      return {
        id,
        created_at: pinTimestamp(ctx.controller.now()),
        link: body.link ?? null,
        title,
        description,
        alt_text: body.alt_text ?? null,
        board_id: body.board_id,
        board_section_id: null,
        board_owner: { username: pinterestUsername(account) },
        is_owner: true,
        is_standard: true,
        has_been_promoted: false,
        creative_type:
          media.type === 'video' ? 'VIDEO' : media.type === 'image' ? 'REGULAR' : 'CAROUSEL',
        media: { media_type: media.type },
        parent_pin_id: null,
        note: '',
      };
    });
  });
}

/** Pinterest's timestamps: UTC without a zone, `2024-07-01T12:34:56`. */
function pinTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '');
}

/**
 * Pulls an image the way Pinterest does: 200 with an image/* type, else the reason. Bytes are
 * counted as they stream, never kept.
 */
async function fetchImage(url: unknown): Promise<SandboxMedia | string> {
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

function bookmarkOffset(bookmark: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(bookmark, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Pinterest API errors: `{code, message}`. */
function sendError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
): FastifyReply {
  return reply.code(status).send({ code, message });
}

/** S3's XML error document. */
function sendS3Error(
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
