import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createTikTokPublishKit } from './tiktok-publish-kit';
import {
  registerTikTokVideoInitRoute,
  registerTikTokVideoUploadRoute,
} from './tiktok-video-routes';
import { registerTikTokContentInitRoute, registerTikTokStatusRoute } from './tiktok-content-routes';
import { registerTikTokFiguresRoute } from './tiktok-figures-routes';

/**
 * TikTok's Content Posting API, Direct Post: video init (FILE_UPLOAD, chunk rules checked), the
 * chunk PUTs to the upload URL (bytes counted; the last one completes the upload and is the
 * irreversible call), photo init (PULL_FROM_URL: the sandbox fetches each URL; one that does not
 * answer 200 makes the publish FAILED with photo_pull_failed, one that is not an image with
 * file_format_check_failed, as TikTok reports them), and status/fetch,
 * which stays PROCESSING_* for `processingMs`. The Display API's Query Videos answers a public
 * video's counts (tiktok-figures-routes.ts).
 */
export function registerTikTokPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createTikTokPublishKit(ctx);
  registerTikTokVideoInitRoute(app, kit);
  registerTikTokVideoUploadRoute(app, kit);
  registerTikTokContentInitRoute(app, kit);
  registerTikTokStatusRoute(app, kit);
  registerTikTokFiguresRoute(app, kit);
}
