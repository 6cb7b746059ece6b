import type { FastifyInstance } from 'fastify';
import type { GraphContainers } from '../meta/graph-containers';
import type { SandboxContext } from '../sandbox-context';
import { createInstagramPublishKit } from './instagram-publish-kit';
import {
  registerInstagramContainerRoute,
  registerInstagramMediaPublishRoute,
  registerInstagramMediaListRoute,
} from './instagram-media-routes';

/**
 * Instagram content publishing on Meta's Graph host (shared/reference/platform-apis.md §6):
 * `POST /{ig-user-id}/media` makes a container (image_url, REELS + video_url, carousel items,
 * CAROUSEL + children), pulling the file from its URL; `POST /{ig-user-id}/media_publish` is the
 * irreversible call; `GET /{ig-user-id}/media` lists the account's media, newest first.
 */
export function registerInstagramPublishRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  containers: GraphContainers,
): void {
  const kit = createInstagramPublishKit(ctx, containers);
  registerInstagramContainerRoute(app, kit);
  registerInstagramMediaPublishRoute(app, kit);
  registerInstagramMediaListRoute(app, kit);
}
