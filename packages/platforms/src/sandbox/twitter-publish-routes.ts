import { randomInt } from 'node:crypto';
import { countTextFor, PLATFORM_TEXT_LIMITS } from '@fanout/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokenGuard } from './access-token-guard';
import { identityOf, numericId } from './account-identity';
import type { SandboxContext } from './sandbox-context';
import { publishCall, publishingStep, type PublishFaultAnswers } from './sandbox-publishing';
import { field } from './request-fields';
import { isMultipartForm, registerUploadRoutes } from './upload-body-parsers';

const API = '/twitter/api/2';
const MEDIA_CATEGORIES = ['tweet_image', 'tweet_gif', 'tweet_video'] as const;
type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
const MEDIA_TYPES: Record<string, MediaCategory[]> = {
  'image/jpeg': ['tweet_image'],
  'image/png': ['tweet_image'],
  'image/webp': ['tweet_image'],
  'image/gif': ['tweet_image', 'tweet_gif'],
  'video/mp4': ['tweet_video'],
  'video/quicktime': ['tweet_video'],
};
const SESSION_SECONDS = 86_400;
// X's documented windows: 100 posts / 15 min per user; 1,875 media calls / 15 min per user.
const WINDOW_MS = 15 * 60_000;
const LIMITS = { tweets: 100, media: 1875, reads: 900 } as const;

/** One media upload (simple or chunked) as the simulator tracks it: byte counts, never bytes. */
interface SandboxUpload {
  id: string;
  userId: string;
  category: MediaCategory;
  mimeType: string;
  totalBytes: number;
  /** segment_index → bytes received (a re-sent segment replaces the earlier one, as on X). */
  segments: Map<number, number>;
  finalizedAt: number | null;
}

/**
 * X API v2 publishing (platform-apis.md §2): media upload v2 (simple multipart for images; chunked
 * initialize / append / finalize with STATUS polling for GIFs and videos), `POST /2/tweets`, and the
 * user's recent posts for read-back reconciliation. Errors are RFC 7807 problems; every answer carries
 * `x-rate-limit-*` headers of its endpoint family.
 */
export function registerTwitterPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { publishing } = ctx.controller;
  const uploads = ctx.controller.durableMap<SandboxUpload>('twitter.uploads');
  const windows = ctx.controller.durableMap<{ start: number; used: number }>('twitter.windows');

  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'twitter',
    unauthorized: (reply) => sendProblem(reply, 401, 'Unauthorized', 'Unauthorized'),
    forbidden: (reply, scope) =>
      sendProblem(reply, 403, 'Forbidden', `The token lacks the ${scope} scope.`),
  });
  const userIdOf = (account: string) => numericId(19, 'twitter', account);

  /** Counts the call in its 15-minute window and sets X's rate-limit headers. */
  function countCall(reply: FastifyReply, family: keyof typeof LIMITS, userId: string): void {
    const key = `${family}:${userId}`;
    const now = Date.now();
    let window = windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, used: 0 };
      windows.set(key, window);
    }
    window.used += 1;
    reply.header('x-rate-limit-limit', String(LIMITS[family]));
    reply.header('x-rate-limit-remaining', String(Math.max(0, LIMITS[family] - window.used)));
    reply.header('x-rate-limit-reset', String(Math.ceil((window.start + WINDOW_MS) / 1000)));
  }

  const faults: PublishFaultAnswers = {
    refuse: (reply, message) => sendProblem(reply, 400, 'Invalid Request', message, INVALID),
    rateLimit: (reply, retryAfterSeconds) => {
      reply.header('x-rate-limit-limit', String(LIMITS.tweets));
      reply.header('x-rate-limit-remaining', '0');
      reply.header('x-rate-limit-reset', String(Math.ceil(Date.now() / 1000) + retryAfterSeconds));
      return sendProblem(reply, 429, 'Too Many Requests', 'Too Many Requests', RATE_LIMITED);
    },
    transient: (reply) => sendProblem(reply, 503, 'Service Unavailable', 'Service Unavailable'),
  };

  /** Every media call: needs media.write, and counts in the user's media window. */
  async function mediaCaller(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ ok: true; userId: string } | { ok: false; reply: FastifyReply }> {
    const auth = requireToken(request, reply, ['media.write']);
    if (!auth.ok) return auth;
    await publishingStep(publishing);
    const userId = userIdOf(auth.token.grant.account);
    countCall(reply, 'media', userId);
    return { ok: true, userId };
  }

  /** A media call on the upload `id` of this user, or the 400 X answers for an unknown media id. */
  async function ownUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
  ): Promise<{ ok: true; upload: SandboxUpload } | { ok: false; reply: FastifyReply }> {
    const caller = await mediaCaller(request, reply);
    if (!caller.ok) return caller;
    const upload = uploads.get(id);
    if (!upload || upload.userId !== caller.userId) {
      return {
        ok: false,
        reply: sendInvalid(reply, 'media_id', id, `Media id ${id} is invalid or not yours.`),
      };
    }
    return { ok: true, upload };
  }

  function processing(upload: SandboxUpload): Record<string, unknown> | null {
    if (upload.finalizedAt === null || upload.category === 'tweet_image') return null;
    const elapsed = Date.now() - upload.finalizedAt;
    if (elapsed >= publishing.processingMs) return { state: 'succeeded', progress_percent: 100 };
    return {
      state: elapsed === 0 ? 'pending' : 'in_progress',
      check_after_secs: 1,
      progress_percent: Math.floor((elapsed / publishing.processingMs) * 100),
    };
  }

  function mediaAnswer(upload: SandboxUpload): Record<string, unknown> {
    const info = processing(upload);
    return {
      data: {
        id: upload.id,
        media_key: `${upload.category === 'tweet_video' ? 7 : upload.category === 'tweet_gif' ? 16 : 3}_${upload.id}`,
        size: upload.totalBytes,
        expires_after_secs: SESSION_SECONDS,
        ...(info ? { processing_info: info } : {}),
      },
    };
  }

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

  app.post(`${API}/tweets`, async (request, reply) => {
    const auth = requireToken(request, reply, ['tweet.read', 'tweet.write', 'users.read']);
    if (!auth.ok) return auth.reply;
    const { account } = auth.token.grant;
    const userId = userIdOf(account);
    countCall(reply, 'tweets', userId);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = body.text ?? '';
    if (typeof text !== 'string') return sendInvalid(reply, 'text', '', 'text must be a string.');
    const mediaIds = readMediaIds(body.media);
    if (mediaIds === null) {
      return sendInvalid(reply, 'media.media_ids', '', 'media.media_ids must be 1 to 4 ids.');
    }
    if (text === '' && mediaIds.length === 0) {
      return sendInvalid(reply, 'text', '', 'Post text or media is required.');
    }
    if (countTextFor('twitter', text) > PLATFORM_TEXT_LIMITS.twitter) {
      return sendInvalid(reply, 'text', '', 'Your Tweet text is too long.');
    }
    const attached: SandboxUpload[] = [];
    for (const id of mediaIds) {
      const upload = uploads.get(id);
      const state = upload ? processing(upload)?.state : undefined;
      if (
        !upload ||
        upload.userId !== userId ||
        upload.finalizedAt === null ||
        (state !== undefined && state !== 'succeeded')
      ) {
        return sendInvalid(reply, 'media.media_ids', id, 'Your media IDs are invalid.');
      }
      attached.push(upload);
    }
    const alone = attached.filter((upload) => upload.category !== 'tweet_image');
    if (alone.length > 0 && attached.length > 1) {
      return sendInvalid(
        reply,
        'media.media_ids',
        mediaIds.join(','),
        'A GIF or a video must be the only media of a post.',
      );
    }
    const username = identityOf(account).username.replace(/[^a-z0-9_]/g, '_');
    // X shortens a media attachment to a t.co link at the end of the text, and escapes & < >.
    const stored =
      escapeHtml(text) +
      (attached.length > 0 ? `${text === '' ? '' : ' '}https://t.co/${tco()}` : '');
    reply.code(201);
    return publishCall(publishing, 'twitter', reply, faults, () => {
      const id = tweetId();
      publishing.add({
        platform: 'twitter',
        id,
        account: userId,
        text: stored,
        media: attached.map((upload) => ({
          kind: upload.category === 'tweet_image' ? 'image' : 'video',
          mimeType: upload.mimeType,
          bytes: upload.totalBytes,
        })),
        url: `https://x.com/${username}/status/${id}`,
        createdAt: ctx.controller.now(),
      });
      return { data: { id, text: stored, edit_history_tweet_ids: [id] } };
    });
  });

  app.get<{ Params: { id: string } }>(`${API}/users/:id/tweets`, async (request, reply) => {
    const auth = requireToken(request, reply, ['tweet.read', 'users.read']);
    if (!auth.ok) return auth.reply;
    await publishingStep(publishing);
    countCall(reply, 'reads', userIdOf(auth.token.grant.account));
    const startTime = field(request.query, 'start_time');
    const since = startTime === undefined ? 0 : Date.parse(startTime);
    if (Number.isNaN(since)) {
      return sendInvalid(
        reply,
        'start_time',
        startTime ?? '',
        'start_time must be an RFC 3339 date-time.',
      );
    }
    const max = Number(field(request.query, 'max_results') ?? '10');
    if (!Number.isInteger(max) || max < 5 || max > 100) {
      return sendInvalid(reply, 'max_results', String(max), 'max_results must be from 5 to 100.');
    }
    const posts = publishing
      .posts('twitter')
      .filter((post) => post.account === request.params.id && post.createdAt >= since)
      .reverse()
      .slice(0, max);
    if (posts.length === 0) return { meta: { result_count: 0 } };
    return {
      data: posts.map((post) => ({
        id: post.id,
        text: post.text,
        edit_history_tweet_ids: [post.id],
      })),
      meta: {
        result_count: posts.length,
        newest_id: posts[0]?.id,
        oldest_id: posts.at(-1)?.id,
      },
    };
  });
}

const INVALID = 'https://api.twitter.com/2/problems/invalid-request';
const RATE_LIMITED = 'https://api.twitter.com/2/problems/rate-limit-exceeded';

function isCategory(value: unknown): value is MediaCategory {
  return typeof value === 'string' && (MEDIA_CATEGORIES as readonly string[]).includes(value);
}

/** `media.media_ids`: absent → [], else 1–4 numeric strings; null when malformed. */
function readMediaIds(media: unknown): string[] | null {
  if (media === undefined) return [];
  if (typeof media !== 'object' || media === null) return null;
  const ids = (media as Record<string, unknown>).media_ids;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 4) return null;
  return ids.every((id) => typeof id === 'string' && /^\d{1,19}$/.test(id))
    ? (ids as string[])
    : null;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function mediaId(): string {
  return `1${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 9)).padStart(9, '0')}`;
}

const tweetId = mediaId;

function tco(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 10 }, () => alphabet.charAt(randomInt(alphabet.length))).join('');
}

/** X API v2 errors are RFC 7807 problems. */
function sendProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string,
  type = 'about:blank',
): FastifyReply {
  return reply.code(status).send({ title, detail, type, status });
}

/** X's 400 for a bad parameter: the problem, naming the parameter in `errors[].parameters`. */
function sendInvalid(
  reply: FastifyReply,
  parameter: string,
  value: string,
  message: string,
): FastifyReply {
  return reply.code(400).send({
    errors: [{ parameters: { [parameter]: [value] }, message }],
    title: 'Invalid Request',
    detail: message,
    type: INVALID,
  });
}
