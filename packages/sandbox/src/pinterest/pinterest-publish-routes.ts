import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { createPinterestPublishKit } from './pinterest-publish-kit';
import {
  registerPinterestMediaRoute,
  registerPinterestMediaStatusRoute,
  registerPinterestUploadBucketRoute,
} from './pinterest-media-routes';
import {
  registerPinterestBoardPinsRoute,
  registerPinterestCreatePinRoute,
} from './pinterest-pin-routes';
import { registerPinterestFiguresRoute } from './pinterest-figures-routes';

/**
 * Pinterest API v5 publishing (platform-apis.md §8): `POST /v5/pins` with an image URL, 2–5 image
 * URLs or an uploaded video; video uploads register with `POST /v5/media`, send the file to an
 * S3-style presigned form (`upload_url` + `upload_parameters`), then process (`GET /v5/media/{id}`).
 * Image URLs are fetched like Pinterest does: anything but a 200 image is refused. A Pin's
 * analytics are its figures (pinterest-figures-routes.ts).
 */
export function registerPinterestPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createPinterestPublishKit(ctx);
  registerPinterestMediaRoute(app, kit);
  registerPinterestMediaStatusRoute(app, kit);
  registerPinterestUploadBucketRoute(app, kit);
  registerPinterestBoardPinsRoute(app, kit);
  registerPinterestCreatePinRoute(app, kit);
  registerPinterestFiguresRoute(app, kit);
}
