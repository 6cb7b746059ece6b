import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../sandbox-context';
import { registerLinkedInCommentRoutes } from './linkedin-comment-routes';
import { registerLinkedInFiguresRoute } from './linkedin-figures-routes';
import { registerLinkedInSocialActionsRoute } from './linkedin-social-actions-routes';
import { createLinkedInPublishKit } from './linkedin-publish-kit';
import { registerLinkedInPostRoutes } from './linkedin-post-routes';
import { registerLinkedInUploadRoutes } from './linkedin-upload-routes';

/**
 * LinkedIn's versioned REST publishing (platform-apis.md §1): Images and Videos APIs
 * (initializeUpload, PUT of the bytes, video finalizeUpload with the parts' ETags, status reads)
 * and `POST /rest/posts`, whose new URN comes back in the `x-restli-id` header; first comments
 * through the Comments API (`/rest/socialActions/{urn}/comments`); a post's statistics
 * (`/rest/memberCreatorPostAnalytics`). Every REST call needs
 * `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`; errors are `{status, code, message}`.
 */
export function registerLinkedInPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const kit = createLinkedInPublishKit(ctx);
  registerLinkedInUploadRoutes(app, kit);
  registerLinkedInPostRoutes(app, kit);
  registerLinkedInCommentRoutes(app, kit);
  registerLinkedInFiguresRoute(app, kit);
  registerLinkedInSocialActionsRoute(app, kit);
}
