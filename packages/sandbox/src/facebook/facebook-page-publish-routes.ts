import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import {
  createFacebookPagePublishKit,
  type FacebookPublishState,
} from './facebook-page-publish-kit';
import {
  registerFacebookFeedPostRoute,
  registerFacebookPagePostListRoutes,
} from './facebook-page-post-routes';
import {
  registerFacebookPhotoRoute,
  registerFacebookVideoRoute,
} from './facebook-page-media-routes';
import { registerFacebookReelRoute, registerFacebookReelUploadRoute } from './facebook-reel-routes';

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
  const kit = createFacebookPagePublishKit(ctx, state);
  registerFacebookFeedPostRoute(app, kit);
  registerFacebookPagePostListRoutes(app, kit);
  registerFacebookPhotoRoute(app, kit);
  registerFacebookVideoRoute(app, kit);
  registerFacebookReelRoute(app, kit);
  registerFacebookReelUploadRoute(app, kit);
}
