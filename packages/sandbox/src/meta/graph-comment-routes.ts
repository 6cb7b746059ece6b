import type { FastifyInstance, FastifyRequest } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { facebookCommentHandlers } from '../facebook/facebook-comment-routes';
import type { FacebookPagePublishKit } from '../facebook/facebook-page-publish-kit';
import { instagramCommentHandlers } from '../instagram/instagram-comment-routes';
import type { InstagramPublishKit } from '../instagram/instagram-publish-kit';
import type { SandboxContext } from '../sandbox-context';
import { graphAccessToken } from './graph-api';

/**
 * `POST` and `GET /{object-id}/comments` on Meta's Graph host (ADR 0084): the same path comments on
 * a Page's post (a Page token) and on Instagram media (an Instagram token), so the token's platform
 * says which. A token of neither goes the Page's way, whose checks refuse it.
 */
export function registerGraphCommentRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  kits: { facebook: FacebookPagePublishKit; instagram: InstagramPublishKit },
): void {
  const facebook = facebookCommentHandlers(kits.facebook);
  const instagram = instagramCommentHandlers(kits.instagram);
  // Live or expired, an Instagram token is refused (or served) by Instagram's checks.
  const handlersOf = (request: FastifyRequest) => {
    const token = graphAccessToken(request);
    const found = token === undefined ? null : ctx.store.find(token, 'access', ['instagram']);
    return found && found.status !== 'unknown' ? instagram : facebook;
  };
  const path = `/facebook/graph/${META_GRAPH_VERSION}/:id/comments`;
  app.post<{ Params: { id: string } }>(path, (request, reply) =>
    handlersOf(request).create(request, reply),
  );
  app.get<{ Params: { id: string } }>(path, (request, reply) =>
    handlersOf(request).list(request, reply),
  );
}
