import type { FastifyInstance } from 'fastify';
import { fetchMediaUrl } from '../meta/meta-media-fetch';
import {
  graphObjectId,
  graphParams,
  sendGraphError,
  sendMediaFetchError,
  sendParamError,
  sendUnknownObject,
} from '../meta/meta-publish-answers';
import { field } from '../http/request-fields';
import { publishCall, publishingStep } from '../publishing/sandbox-publishing';
import { V, pagePublisher, type FacebookPagePublishKit } from './facebook-page-publish-kit';

/** Reels: `/video_reels` start and finish, and the upload host that takes the file from a `file_url` header. */
export function registerFacebookReelRoute(app: FastifyInstance, kit: FacebookPagePublishKit): void {
  const { ctx, state, publishing, answers } = kit;
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
          createdAt: ctx.controller.now(),
        });
        return { success: true };
      });
    },
  );
}

export function registerFacebookReelUploadRoute(
  app: FastifyInstance,
  kit: FacebookPagePublishKit,
): void {
  const { ctx, state, publishing } = kit;
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
