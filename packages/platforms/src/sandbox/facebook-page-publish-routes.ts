import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '../platform-hosts';
import { graphPublishToken } from './graph-publish-token';
import { fetchMediaUrl } from './meta-media-fetch';
import {
  graphObjectId,
  graphParams,
  graphTimestamp,
  metaFaultAnswers,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
  sendUnknownObject,
} from './meta-publish-answers';
import { field } from './request-fields';
import type { SandboxContext } from './sandbox-context';
import { publishCall, publishingStep, type SandboxMedia } from './sandbox-publishing';

const V = META_GRAPH_VERSION;
const MESSAGE_LIMIT = 63_206;
/** Graph's page size for feeds: 25 by default, at most 100. */
const FEED_LIMIT = { default: 25, max: 100 };

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

/**
 * Facebook Page publishing (shared/reference/platform-apis.md §7), with a Page token: `/feed`
 * (message, link, attached_media), `/photos` (url, published), `/videos` on the graph-video host
 * (file_url), and Reels (`/video_reels` start, the upload host with a `file_url` header, finish).
 * The sandbox has no multipart or byte uploads: files come from URLs.
 */
export function registerFacebookPagePublishRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  state: FacebookPublishState,
): void {
  const { publishing } = ctx.controller;
  const answers = (pageId: string) => metaFaultAnswers('facebook', pageId);

  app.post<{ Params: { id: string } }>(`/facebook/graph/${V}/:id/feed`, async (request, reply) => {
    const page = pagePublisher(ctx, request, reply);
    if (!page.ok) return page.reply;
    const params = graphParams(request);
    const message = field(params, 'message') ?? '';
    const link = field(params, 'link');
    if ([...message].length > MESSAGE_LIMIT) {
      return sendParamError(
        reply,
        `Param message must be at most ${MESSAGE_LIMIT} characters long.`,
      );
    }
    const attached = attachedMediaIds(params);
    if (attached === null) {
      return sendParamError(reply, 'Param attached_media must be a list of {"media_fbid": id}.');
    }
    const photos: UnpublishedPhoto[] = [];
    for (const id of attached) {
      const photo = state.photos.get(id);
      if (!photo || photo.pageId !== page.pageId || photo.attached) {
        return sendParamError(
          reply,
          `attached_media: ${id} is not an unpublished photo of this Page.`,
        );
      }
      photos.push(photo);
    }
    if (message === '' && !link && photos.length === 0) {
      return sendParamError(reply, 'Missing message or attachment.');
    }
    return publishCall(publishing, 'facebook', reply, answers(page.pageId), () => {
      const id = `${page.pageId}_${graphObjectId()}`;
      for (const photo of photos) photo.attached = true;
      publishing.add({
        platform: 'facebook',
        id,
        account: page.pageId,
        text: link ? `${message}\n${link}`.trim() : message,
        media: photos.map((photo) => photo.media),
        url: `https://www.facebook.com/${id}`,
        createdAt: Date.now(),
      });
      return { id };
    });
  });

  // The Page's own posts, newest first (`/published_posts`; `/feed` also holds visitors' posts,
  // which the sandbox has none of). Cursor paging as Graph pages: `paging.cursors` and `next`.
  for (const edge of ['feed', 'published_posts']) {
    app.get<{ Params: { id: string } }>(
      `/facebook/graph/${V}/:id/${edge}`,
      async (request, reply) => {
        const page = pageToken(ctx, request, reply, 'pages_read_engagement');
        if (!page.ok) return page.reply;
        await publishingStep(publishing);
        const params = graphParams(request);
        const limit = Number(field(params, 'limit') ?? FEED_LIMIT.default);
        if (!Number.isInteger(limit) || limit < 1 || limit > FEED_LIMIT.max) {
          return sendParamError(reply, `Param limit must be from 1 to ${FEED_LIMIT.max}.`);
        }
        const since = field(params, 'since');
        const sinceMs = since === undefined ? 0 : Number(since) * 1000;
        if (Number.isNaN(sinceMs)) return sendParamError(reply, 'Param since must be a Unix time.');
        const after = field(params, 'after');
        const start = after === undefined ? 0 : cursorOffset(after);
        if (start === null) return sendParamError(reply, 'Param after is not a valid cursor.');
        const posts = publishing
          .recent('facebook', page.pageId)
          .filter((post) => post.createdAt >= sinceMs);
        const slice = posts.slice(start, start + limit);
        if (slice.length === 0) return { data: [] };
        const more = start + slice.length < posts.length;
        const afterCursor = offsetCursor(start + slice.length - 1);
        const url = new URL(`${ctx.baseUrl(request)}${request.url}`);
        url.searchParams.set('after', afterCursor);
        return {
          data: slice.map((post) => ({
            id: post.id,
            created_time: graphTimestamp(post.createdAt),
            ...(post.text === '' ? {} : { message: post.text }),
          })),
          paging: {
            cursors: { before: offsetCursor(start), after: afterCursor },
            ...(more ? { next: url.toString() } : {}),
          },
        };
      },
    );
  }

  app.post<{ Params: { id: string } }>(
    `/facebook/graph/${V}/:id/photos`,
    async (request, reply) => {
      const page = pagePublisher(ctx, request, reply);
      if (!page.ok) return page.reply;
      const params = graphParams(request);
      const url = field(params, 'url');
      if (!url) {
        return sendGraphError(reply, 400, { message: '(#324) Requires upload file', code: 324 });
      }
      const fetched = await fetchMediaUrl(url, 'image');
      if (!fetched.ok) return sendMediaFetchError(reply, fetched.reason);
      const caption = field(params, 'caption') ?? field(params, 'message') ?? '';
      if (field(params, 'published') === 'false') {
        await publishingStep(publishing);
        const id = graphObjectId();
        state.photos.set(id, { pageId: page.pageId, media: fetched.media, attached: false });
        return { id };
      }
      return publishCall(publishing, 'facebook', reply, answers(page.pageId), () => {
        const id = graphObjectId();
        const postId = `${page.pageId}_${id}`;
        publishing.add({
          platform: 'facebook',
          id: postId,
          account: page.pageId,
          text: caption,
          media: [fetched.media],
          url: `https://www.facebook.com/${postId}`,
          createdAt: Date.now(),
        });
        return { id, post_id: postId };
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    `/facebook/video/${V}/:id/videos`,
    async (request, reply) => {
      const page = pagePublisher(ctx, request, reply);
      if (!page.ok) return page.reply;
      const params = graphParams(request);
      const fileUrl = field(params, 'file_url');
      if (!fileUrl) return sendParamError(reply, 'The parameter file_url or source is required.');
      const fetched = await fetchMediaUrl(fileUrl, 'video');
      if (!fetched.ok) return sendMediaFetchError(reply, fetched.reason);
      const description = field(params, 'description') ?? '';
      return publishCall(publishing, 'facebook', reply, answers(page.pageId), () => {
        const id = graphObjectId();
        publishing.add({
          platform: 'facebook',
          id,
          account: page.pageId,
          text: description,
          media: [fetched.media],
          url: `https://www.facebook.com/${id}`,
          createdAt: Date.now(),
        });
        return { id };
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    `/facebook/graph/${V}/:id/video_reels`,
    async (request, reply) => {
      const page = pagePublisher(ctx, request, reply);
      if (!page.ok) return page.reply;
      const params = graphParams(request);
      const phase = field(params, 'upload_phase');
      if (phase === 'start') {
        await publishingStep(publishing);
        const id = graphObjectId();
        state.reels.set(id, {
          id,
          pageId: page.pageId,
          media: null,
          uploadReadyAt: Number.POSITIVE_INFINITY,
          published: false,
        });
        return {
          video_id: id,
          upload_url: `${ctx.baseUrl(request)}/facebook/rupload/video-upload/${V}/${id}`,
        };
      }
      if (phase !== 'finish') {
        return sendParamError(reply, 'Param upload_phase must be one of {start, finish}.');
      }
      const videoId = field(params, 'video_id');
      if (!videoId) return sendParamError(reply, 'The parameter video_id is required.');
      const reel = state.reels.get(videoId);
      if (!reel || reel.pageId !== page.pageId) return sendUnknownObject(reply, videoId);
      if (field(params, 'video_state') !== 'PUBLISHED') {
        return sendParamError(
          reply,
          'Param video_state must be PUBLISHED (the sandbox publishes now).',
        );
      }
      const { media } = reel;
      if (media === null || reel.uploadReadyAt > Date.now()) {
        return sendGraphError(reply, 400, {
          message: 'The video has not finished uploading: wait for its upload to complete',
          code: 6000,
        });
      }
      if (reel.published) return sendParamError(reply, 'The Reel has already been published.');
      const description = field(params, 'description') ?? '';
      return publishCall(publishing, 'facebook', reply, answers(page.pageId), () => {
        reel.published = true;
        publishing.add({
          platform: 'facebook',
          id: reel.id,
          account: page.pageId,
          text: description,
          media: [media],
          url: `https://www.facebook.com/reel/${reel.id}`,
          createdAt: Date.now(),
        });
        return { success: true };
      });
    },
  );

  // The upload host: the Reel's file, from the `file_url` header (hosted file upload).
  app.post<{ Params: { id: string } }>(
    `/facebook/rupload/video-upload/${V}/:id`,
    async (request, reply) => {
      const reel = state.reels.get(request.params.id);
      const page = pagePublisher(ctx, request, reply, reel?.pageId);
      if (!page.ok) return page.reply;
      if (!reel) return sendUnknownObject(reply, request.params.id);
      const fileUrl = request.headers.file_url;
      if (typeof fileUrl !== 'string' || fileUrl === '') {
        return sendParamError(
          reply,
          'The file_url header is required (the sandbox takes no bytes).',
        );
      }
      const fetched = await fetchMediaUrl(fileUrl, 'video');
      if (!fetched.ok) return sendMediaFetchError(reply, fetched.reason);
      await publishingStep(publishing);
      reel.media = fetched.media;
      reel.uploadReadyAt = Date.now() + publishing.processingMs;
      return { success: true };
    },
  );
}

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
function pagePublisher(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  pageId: string = request.params.id,
): { ok: true; pageId: string } | { ok: false; reply: FastifyReply } {
  return pageToken(ctx, request, reply, 'pages_manage_posts', pageId);
}

/** A live Page token of the path's Page (or `pageId`'s) with `scope`: the checks of every Page call. */
function pageToken(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  scope: 'pages_manage_posts' | 'pages_read_engagement',
  pageId: string = request.params.id,
): { ok: true; pageId: string } | { ok: false; reply: FastifyReply } {
  const auth = graphPublishToken(ctx, request, reply, {
    platforms: ['facebook'],
    scopes: [scope],
    forbidden: (answer) =>
      sendGraphError(answer, 403, {
        message:
          scope === 'pages_manage_posts'
            ? '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts permission'
            : "(#10) This endpoint requires the 'pages_read_engagement' permission",
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
  return { ok: true, pageId };
}

// `attached_media` as a JSON array, its JSON text (form), or `attached_media[i]` form fields.
function attachedMediaIds(params: Record<string, unknown>): string[] | null {
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

// Graph cursors are opaque strings: here the base64 of the position in the newest-first list.
function offsetCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function cursorOffset(cursor: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) + 1 : null;
}
