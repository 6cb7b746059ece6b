import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokenGuard } from '../oauth/access-token-guard';
import { numericId } from '../identity/account-identity';
import type { BodyRefusal } from '../http/parse-body';
import type { SandboxContext } from '../sandbox-context';
import { publishingStep, type PublishFaultAnswers } from '../publishing/sandbox-publishing';

export const API = '/twitter/api/2';
export const MEDIA_CATEGORIES = ['tweet_image', 'tweet_gif', 'tweet_video'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
export const MEDIA_TYPES: Record<string, MediaCategory[]> = {
  'image/jpeg': ['tweet_image'],
  'image/png': ['tweet_image'],
  'image/webp': ['tweet_image'],
  'image/gif': ['tweet_image', 'tweet_gif'],
  'video/mp4': ['tweet_video'],
  'video/quicktime': ['tweet_video'],
};
export const SESSION_SECONDS = 86_400;
// X's documented windows: 100 posts / 15 min per user; 1,875 media calls / 15 min per user.
export const WINDOW_MS = 15 * 60_000;
export const LIMITS = { tweets: 100, media: 1875, reads: 900 } as const;

/** One media upload (simple or chunked) as the simulator tracks it: byte counts, never bytes. */
export interface SandboxUpload {
  id: string;
  userId: string;
  category: MediaCategory;
  mimeType: string;
  totalBytes: number;
  /** segment_index → bytes received (a re-sent segment replaces the earlier one, as on X). */
  segments: Map<number, number>;
  finalizedAt: number | null;
}

function createTwitterPublishState(ctx: SandboxContext) {
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

  return { ctx, publishing, uploads, windows, requireToken, userIdOf, countCall, faults };
}

export function createTwitterPublishKit(ctx: SandboxContext) {
  const state = createTwitterPublishState(ctx);
  const { publishing, uploads, requireToken, userIdOf, countCall } = state;
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
  return { ...state, mediaCaller, ownUpload, processing, mediaAnswer };
}

export type TwitterPublishKit = ReturnType<typeof createTwitterPublishKit>;

export const INVALID = 'https://api.twitter.com/2/problems/invalid-request';
export const RATE_LIMITED = 'https://api.twitter.com/2/problems/rate-limit-exceeded';

export function isCategory(value: unknown): value is MediaCategory {
  return typeof value === 'string' && (MEDIA_CATEGORIES as readonly string[]).includes(value);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function mediaId(): string {
  return `1${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 9)).padStart(9, '0')}`;
}

export const tweetId = mediaId;

export function tco(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 10 }, () => alphabet.charAt(randomInt(alphabet.length))).join('');
}

/** X API v2 errors are RFC 7807 problems. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string,
  type = 'about:blank',
): FastifyReply {
  return reply.code(status).send({ title, detail, type, status });
}

/** X's 400 for a bad parameter: the problem, naming the parameter in `errors[].parameters`. */
export function sendInvalid(
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

/** X's answer to a malformed body: its 400 problem naming the parameter. */
export const xBodyRefusal: BodyRefusal = (reply, problem) =>
  sendInvalid(reply, problem.name, '', problem.message);
