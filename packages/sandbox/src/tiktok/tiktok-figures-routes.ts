import type { FastifyInstance } from 'fastify';
import {
  figuresPost,
  sendFiguresRefusal,
  type FiguresRefusalAnswers,
} from '../analytics/figures-refusal';
import { sendTikTokApiError } from '../http/platform-errors';
import { bearerToken, field } from '../http/request-fields';
import { findAccessToken } from '../oauth/token-checks';
import { publishingStep } from '../publishing/sandbox-publishing';
import { FAULT_ANSWERS, asRecord, ok, type TikTokPublishKit } from './tiktok-publish-kit';

const QUERY_VIDEOS = '/tiktok/api/v2/video/query/';

/** The video object's fields the Display API answers (those the sandbox fills are marked below). */
const VIDEO_FIELDS = new Set([
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
]);
/** Query Videos takes at most 20 ids. */
const MAX_IDS = 20;

const REFUSALS: FiguresRefusalAnswers = {
  expired: (reply) =>
    sendTikTokApiError(
      reply,
      401,
      'access_token_invalid',
      'The access token is invalid or not found in the request.',
    ),
  scope: (reply) =>
    sendTikTokApiError(
      reply,
      401,
      'scope_not_authorized',
      'The user did not authorize the scope required for completing this request (video.list).',
    ),
  rateLimit: (reply, seconds) => FAULT_ANSWERS.rateLimit(reply, seconds),
};

/**
 * Display API Query Videos: `POST /v2/video/query/?fields=id,view_count,…` with
 * `{filters: {video_ids}}` and video.list, answering the user's own public videos among the ids
 * (`id`, `create_time`, `share_url`, `video_description` and the four counts; the other fields
 * are not simulated) — a deleted or private one is left out of `videos`.
 */
export function registerTikTokFiguresRoute(app: FastifyInstance, kit: TikTokPublishKit): void {
  const { ctx, publishing } = kit;
  app.post(QUERY_VIDEOS, async (request, reply) => {
    const check = findAccessToken(ctx.store, ['tiktok'], bearerToken(request));
    if (!check.ok) return REFUSALS.expired(reply);
    const { account, scopes } = check.token.grant;
    const refused = sendFiguresRefusal(ctx, 'tiktok', account, reply, REFUSALS);
    if (refused) return refused;
    if (!scopes.includes('video.list')) return REFUSALS.scope(reply);
    const fields = (field(request.query, 'fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || !fields.every((name) => VIDEO_FIELDS.has(name))) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        'fields must list video object fields.',
      );
    }
    const ids = asRecord(asRecord(request.body).filters).video_ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_IDS ||
      !ids.every((id): id is string => typeof id === 'string')
    ) {
      return sendTikTokApiError(
        reply,
        400,
        'invalid_params',
        `filters.video_ids must hold 1 to ${MAX_IDS} ids.`,
      );
    }
    await publishingStep(publishing);
    const videos = ids.flatMap((id) => {
      const post = figuresPost(publishing, 'tiktok', id, account);
      if (!post || (post.options?.privacy_level ?? 'PUBLIC_TO_EVERYONE') !== 'PUBLIC_TO_EVERYONE') {
        return [];
      }
      const video: Record<string, unknown> = {
        id: post.id,
        create_time: Math.floor(post.createdAt / 1000),
        share_url: post.url,
        video_description: post.text,
        ...ctx.controller.figures.of(post),
      };
      return [
        Object.fromEntries(fields.flatMap((name) => (name in video ? [[name, video[name]]] : []))),
      ];
    });
    return { data: { videos, cursor: 0, has_more: false }, error: ok() };
  });
}
