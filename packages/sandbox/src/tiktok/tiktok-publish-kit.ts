import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { numericId } from '../identity/account-identity';
import { z } from 'zod';
import { parseBody } from '../http/parse-body';
import { sendTikTokApiError, tikTokBodyRefusal, tikTokLogId } from '../http/platform-errors';
import { bearerToken } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import type { PublishFaultAnswers, SandboxMedia } from '../publishing/sandbox-publishing';
import type { SandboxToken } from '../store/sandbox-store';
import { findAccessToken } from '../oauth/token-checks';
import type { TikTokCreatorSettings } from './tiktok-creators';

export const API = '/tiktok/api/v2/post/publish';
export const UPLOAD = '/tiktok/upload/video/';
export const MB = 1024 * 1024;
export const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/webm']);
export const PHOTO_FETCH_TIMEOUT_MS = 10_000;

export interface SandboxPublish {
  id: string;
  account: string;
  kind: 'video' | 'photo';
  text: string;
  privacyLevel: string;
  /** The post_info settings as sent, by TikTok's names (kept on the post: SandboxPost.options). */
  options?: Record<string, unknown>;
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
export const FAULT_ANSWERS: PublishFaultAnswers = {
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

/** What TikTok's Content Posting routes share: publishes and uploads in progress, the scope check and their completion. */
export function createTikTokPublishKit(ctx: SandboxContext) {
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
      ...(publish.options === undefined ? {} : { options: publish.options }),
    });
  };
  return { ctx, publishes, uploads, publishing, requirePublishScope, newPublish, complete };
}

export type TikTokPublishKit = ReturnType<typeof createTikTokPublishKit>;

const PRIVACY_REQUIRED = 'post_info.privacy_level is required.';
const toggle = (name: string) =>
  z.boolean({ error: `post_info.${name} must be a boolean.` }).optional();

/** `post_info` as the sandbox checks it before the creator's settings and the title's length. */
const POST_INFO = z.object({
  privacy_level: z.string({ error: PRIVACY_REQUIRED }).min(1, PRIVACY_REQUIRED),
  title: z
    .unknown()
    .optional()
    .transform((title) => (typeof title === 'string' ? title : '')),
  disable_comment: toggle('disable_comment'),
  disable_duet: toggle('disable_duet'),
  disable_stitch: toggle('disable_stitch'),
  brand_content_toggle: toggle('brand_content_toggle'),
  brand_organic_toggle: toggle('brand_organic_toggle'),
});

/** A creator's interaction turned off in their TikTok settings must stay off in the post. */
const INTERACTIONS = [
  ['commentDisabled', 'disable_comment', 'comments'],
  ['duetDisabled', 'disable_duet', 'Duets'],
  ['stitchDisabled', 'disable_stitch', 'Stitches'],
] as const;

/**
 * `post_info` against TikTok's rules and the creator's creator_info: a privacy level among the
 * creator's options, interactions the creator turned off kept off (videos: comments, Duets,
 * Stitches; photos: comments), no private branded content, the title within `maxTitle`.
 */
export function checkPostInfo(
  reply: FastifyReply,
  info: Record<string, unknown>,
  post: { maxTitle: number; kind: 'video' | 'photo'; creator: TikTokCreatorSettings },
): { title: string; privacyLevel: string; options: Record<string, unknown> } | FastifyReply {
  const parsed = parseBody(POST_INFO, info, reply, tikTokBodyRefusal);
  if (!parsed.ok) return parsed.reply;
  const { privacy_level: privacyLevel, title, ...settings } = parsed.body;
  if (!post.creator.privacyLevelOptions.includes(privacyLevel)) {
    return sendTikTokApiError(
      reply,
      400,
      'privacy_level_option_mismatch',
      "post_info.privacy_level is not one of the creator's options.",
    );
  }
  for (const [setting, field, name] of INTERACTIONS) {
    if (post.kind === 'photo' && field !== 'disable_comment') continue;
    if (post.creator[setting] && settings[field] !== true) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        `The creator has turned ${name} off: post_info.${field} must be true.`,
      );
    }
  }
  if (settings.brand_content_toggle === true && privacyLevel === 'SELF_ONLY') {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      'Branded content (post_info.brand_content_toggle) cannot be posted with privacy_level SELF_ONLY.',
    );
  }
  if (title.length > post.maxTitle) {
    return sendTikTokApiError(
      reply,
      400,
      'invalid_params',
      `post_info.title must be at most ${post.maxTitle} characters.`,
    );
  }
  const sent = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  return { title, privacyLevel, options: { privacy_level: privacyLevel, ...sent } };
}

/** TikTok's chunk rules: 5–64 MB chunks (a file under 5 MB whole), count = floor(size / chunk). */
export function checkChunks(size: unknown, chunk: unknown, count: unknown): string | null {
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

export async function pullPhoto(url: string): Promise<SandboxMedia | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_FETCH_TIMEOUT_MS) });
    const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const bytes = (await response.arrayBuffer()).byteLength;
    // TikTok's reasons: a URL it could not download, or a download that is not a photo.
    if (response.status !== 200) return 'photo_pull_failed';
    if (!mimeType.startsWith('image/')) return 'file_format_check_failed';
    return { kind: 'image', mimeType, bytes };
  } catch {
    return 'photo_pull_failed';
  }
}

export function ok() {
  return { code: 'ok', message: '', log_id: tikTokLogId() };
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
