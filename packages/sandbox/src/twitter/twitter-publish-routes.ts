import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createTwitterPublishKit } from './twitter-publish-kit';
import {
  registerTwitterMultipartUploadRoutes,
  registerTwitterChunkedUploadRoutes,
} from './twitter-media-upload-routes';
import { registerTwitterPostRoute, registerTwitterTimelineRoute } from './twitter-post-routes';
import { registerTwitterFiguresRoute } from './twitter-figures-routes';

/**
 * X API v2 publishing (platform-apis.md §2): media upload v2 (simple multipart for images; chunked
 * initialize / append / finalize with STATUS polling for GIFs and videos), `POST /2/tweets`, and the
 * user's recent posts for read-back reconciliation, and posts by id with their public metrics
 * (analytics). Errors are RFC 7807 problems; every answer carries `x-rate-limit-*` headers of its
 * endpoint family.
 */
export function registerTwitterPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createTwitterPublishKit(ctx);
  registerTwitterMultipartUploadRoutes(app, kit);
  registerTwitterChunkedUploadRoutes(app, kit);
  registerTwitterPostRoute(app, kit);
  registerTwitterTimelineRoute(app, kit);
  registerTwitterFiguresRoute(app, kit);
}
