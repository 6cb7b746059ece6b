import type { FastifyReply, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { graphPublishToken } from '../meta/graph-publish-token';
import { metaFaultAnswers, sendGraphError, sendUnknownObject } from '../meta/meta-publish-answers';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxMedia } from '../publishing/sandbox-publishing';

export const V = META_GRAPH_VERSION;
export const MESSAGE_LIMIT = 63_206;

/** A photo uploaded with `published=false`, waiting to be attached to a feed post. */
export interface UnpublishedPhoto {
  pageId: string;
  media: SandboxMedia;
  attached: boolean;
}

/** A Reel between `upload_phase=start` and `finish`. */
export interface SandboxReel {
  id: string;
  pageId: string;
  media: SandboxMedia | null;
  uploadReadyAt: number;
  published: boolean;
}

export interface FacebookPublishState {
  photos: Map<string, UnpublishedPhoto>;
  reels: Map<string, SandboxReel>;
}

/** What the Page publishing routes share: the photos and Reels in progress and Meta's fault answers. */
export function createFacebookPagePublishKit(ctx: SandboxContext, state: FacebookPublishState) {
  const { publishing } = ctx.controller;
  const answers = (pageId: string) => metaFaultAnswers('facebook', pageId);
  return { ctx, state, publishing, answers };
}

export type FacebookPagePublishKit = ReturnType<typeof createFacebookPagePublishKit>;

/** A Reel's `GET /{video-id}?fields=status`: upload, processing and publishing phases. */
export function reelStatusNode(reel: SandboxReel, now = Date.now()): Record<string, unknown> {
  const uploaded = reel.media !== null && reel.uploadReadyAt <= now;
  const uploading = reel.media === null ? 'not_started' : uploaded ? 'complete' : 'in_progress';
  return {
    id: reel.id,
    status: {
      video_status: uploaded ? 'ready' : reel.media === null ? 'upload_not_started' : 'processing',
      uploading_phase: { status: uploading, bytes_transferred: reel.media?.bytes ?? 0 },
      processing_phase: { status: uploaded ? 'complete' : 'not_started' },
      publishing_phase: {
        status: reel.published ? 'complete' : 'not_started',
        publish_status: reel.published ? 'published' : 'not_published',
      },
    },
  };
}

/**
 * The Page a publishing call acts for: a live Page token (pages_manage_posts) whose Page is the
 * path's (or `pageId`'s, on the upload host).
 */
export function pagePublisher(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  pageId: string = request.params.id,
): { ok: true; pageId: string; account: string } | { ok: false; reply: FastifyReply } {
  return pageToken(ctx, request, reply, 'pages_manage_posts', pageId);
}

/**
 * A live Page token of the path's Page (or `pageId`'s) with `scope`: the checks of every Page call.
 * Answers the Page and the sandbox account whose Page it is.
 */
export function pageToken(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  scope: 'pages_manage_posts' | 'pages_read_engagement' | 'pages_manage_engagement',
  pageId: string = request.params.id,
): { ok: true; pageId: string; account: string } | { ok: false; reply: FastifyReply } {
  const auth = graphPublishToken(ctx, request, reply, {
    platforms: ['facebook'],
    scopes: [scope],
    forbidden: (answer) =>
      sendGraphError(answer, 403, {
        message:
          scope === 'pages_manage_posts'
            ? '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts permission'
            : `(#10) This endpoint requires the '${scope}' permission`,
        code: scope === 'pages_manage_posts' ? 200 : 10,
      }),
  });
  if (!auth.ok) return auth;
  if (auth.token.variant !== 'page') {
    return {
      ok: false,
      reply: sendGraphError(reply, 403, {
        message: '(#200) This call requires a Page access token',
        code: 200,
      }),
    };
  }
  if (auth.token.subject !== pageId) return { ok: false, reply: sendUnknownObject(reply, pageId) };
  return { ok: true, pageId, account: auth.token.grant.account };
}

// `attached_media` as a JSON array, its JSON text (form), or `attached_media[i]` form fields.
export function attachedMediaIds(params: Record<string, unknown>): string[] | null {
  let items: unknown = params.attached_media;
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items);
    } catch {
      return null;
    }
  }
  if (items === undefined) {
    items = Object.keys(params)
      .filter((key) => /^attached_media\[\d+\]$/.test(key))
      .map((key) => {
        try {
          return JSON.parse(String(params[key])) as unknown;
        } catch {
          return null;
        }
      });
  }
  if (!Array.isArray(items)) return null;
  const ids: string[] = [];
  for (const item of items) {
    const id: unknown =
      typeof item === 'object' && item !== null && 'media_fbid' in item ? item.media_fbid : null;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    ids.push(String(id));
  }
  return ids;
}
