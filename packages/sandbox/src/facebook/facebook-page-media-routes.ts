import type { FastifyInstance } from 'fastify';
import { fetchMediaUrl } from '../meta/meta-media-fetch';
import {
  graphObjectId,
  graphParams,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
} from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import { V, pagePublisher, type FacebookPagePublishKit } from './facebook-page-publish-kit';

/** Page media from URLs: `/photos` (url, published) and `/videos` on the graph-video host (file_url). */
export function registerFacebookPhotoRoute(
  app: FastifyInstance,
  kit: FacebookPagePublishKit,
): void {
  const { ctx, state, publishing, answers } = kit;
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
          createdAt: ctx.controller.now(),
        });
        return { id, post_id: postId };
      });
    },
  );
}

export function registerFacebookVideoRoute(
  app: FastifyInstance,
  kit: FacebookPagePublishKit,
): void {
  const { ctx, publishing, answers } = kit;
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
          createdAt: ctx.controller.now(),
        });
        return { id };
      });
    },
  );
}
