import type { FastifyInstance } from 'fastify';
import {
  graphObjectId,
  graphParams,
  graphTimestamp,
  sendParamError,
} from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import { graphList, graphPage } from '../meta/graph-paging';
import {
  MESSAGE_LIMIT,
  type UnpublishedPhoto,
  V,
  attachedMediaIds,
  pagePublisher,
  pageToken,
  type FacebookPagePublishKit,
} from './facebook-page-publish-kit';

/** Page posts: `/feed` (message, link, attached_media) and the Page's own posts, newest first. */
export function registerFacebookFeedPostRoute(
  app: FastifyInstance,
  kit: FacebookPagePublishKit,
): void {
  const { ctx, state, publishing, answers } = kit;
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
        createdAt: ctx.controller.now(),
      });
      return { id };
    });
  });
}

export function registerFacebookPagePostListRoutes(
  app: FastifyInstance,
  kit: FacebookPagePublishKit,
): void {
  const { ctx, publishing } = kit;
  // The Page's own posts, newest first (`/published_posts`; `/feed` also holds visitors' posts,
  // which the sandbox has none of). Cursor paging as Graph pages: `paging.cursors` and `next`.
  for (const edge of ['feed', 'published_posts']) {
    app.get<{ Params: { id: string } }>(
      `/facebook/graph/${V}/:id/${edge}`,
      async (request, reply) => {
        const page = pageToken(ctx, request, reply, 'pages_read_engagement');
        if (!page.ok) return page.reply;
        await publishingStep(publishing);
        const since = field(graphParams(request), 'since');
        const sinceMs = since === undefined ? 0 : Number(since) * 1000;
        if (Number.isNaN(sinceMs)) return sendParamError(reply, 'Param since must be a Unix time.');
        // Comments on the Page's posts are no posts of its own.
        const posts = publishing
          .recent('facebook', page.pageId)
          .filter((post) => post.createdAt >= sinceMs);
        const listed = graphPage(ctx, request, reply, posts);
        if (!listed.ok) return listed.reply;
        return graphList(listed, (post) => ({
          id: post.id,
          created_time: graphTimestamp(post.createdAt),
          ...(post.text === '' ? {} : { message: post.text }),
        }));
      },
    );
  }
}
