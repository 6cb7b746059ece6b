import type { FastifyInstance } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { identityOf } from '../identity/account-identity';
import {
  createFacebookPagePublishKit,
  reelStatusNode,
  type FacebookPublishState,
} from '../facebook/facebook-page-publish-kit';
import { registerFacebookPagePublishRoutes } from '../facebook/facebook-page-publish-routes';
import { instagramUserId } from '../facebook/facebook-pages';
import { facebookFigureFields } from '../facebook/facebook-figures';
import { parseGraphFields, pickGraphFields } from './graph-api';
import { registerGraphInsightsRoute } from './graph-insights-routes';
import { GraphContainers } from './graph-containers';
import { graphPublishToken } from './graph-publish-token';
import { instagramMediaNode } from '../instagram/instagram-media-node';
import { createInstagramPublishKit } from '../instagram/instagram-publish-kit';
import { registerInstagramPublishRoutes } from '../instagram/instagram-publish-routes';
import { graphCommentNode } from './graph-comment-node';
import { registerGraphCommentRoutes } from './graph-comment-routes';
import { graphTimestamp, sendUnknownObject } from './meta-publish-answers';
import { field } from '../http/request-fields';
import type { SandboxContext } from '../sandbox-context';
import { publishingStep } from '../publishing/sandbox-publishing';

/**
 * Meta's Graph host serves Instagram and Facebook Page publishing (shared/reference/platform-apis.md
 * §6, §7). Requests are attributed to the platform of their token. `GET /{id}` reads any object a
 * publishing flow made: an Instagram container or media, a Reel's status, a Page post (or a
 * comment on one), with its reactions, comments and shares when asked. Comments on both:
 * graph-comment-routes.ts; insights of both: graph-insights-routes.ts.
 */
export function registerMetaPublishRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const containers = new GraphContainers(ctx.controller.durableMap('instagram.containers'));
  const facebook: FacebookPublishState = {
    photos: ctx.controller.durableMap('facebook.photos'),
    reels: ctx.controller.durableMap('facebook.reels'),
  };
  registerInstagramPublishRoutes(app, ctx, containers);
  registerFacebookPagePublishRoutes(app, ctx, facebook);
  registerGraphCommentRoutes(app, ctx, {
    facebook: createFacebookPagePublishKit(ctx, facebook),
    instagram: createInstagramPublishKit(ctx, containers),
  });
  registerGraphInsightsRoute(app, ctx);
  const { publishing } = ctx.controller;

  app.get<{ Params: { id: string } }>(
    `/facebook/graph/${META_GRAPH_VERSION}/:id`,
    async (request, reply) => {
      const auth = graphPublishToken(ctx, request, reply, {
        platforms: ['facebook', 'instagram'],
        scopes: [],
        forbidden: (answer) => answer,
      });
      if (!auth.ok) return auth.reply;
      await publishingStep(publishing);
      const { id } = request.params;
      const { token } = auth;
      const fields = field(request.query, 'fields');
      if (token.grant.platform === 'instagram') {
        const owner = instagramUserId(token.grant.account);
        const container = containers.get(id);
        if (container && container.owner === owner) {
          const status = containers.status(container);
          return pickGraphFields(
            { id, status_code: status, status: status === 'FINISHED' ? 'Finished' : status },
            fields,
            ['id'],
          );
        }
        const post = publishing.find('instagram', id);
        if (post && !post.comment && post.account === owner) {
          return instagramMediaNode(post, identityOf(token.grant.account).username, fields);
        }
        if (post?.comment && post.account === owner) {
          return graphCommentNode(ctx, reply, token, post, fields);
        }
        return sendUnknownObject(reply, id);
      }
      const pageId = token.subject;
      const reel = facebook.reels.get(id);
      if (reel && reel.pageId === pageId)
        return pickGraphFields(reelStatusNode(reel), fields, ['id']);
      const post = publishing.find('facebook', id);
      if (post?.comment && post.account === pageId) {
        return graphCommentNode(ctx, reply, token, post, fields);
      }
      if (post && post.account === pageId) {
        const asked = fields === undefined ? undefined : parseGraphFields(fields);
        const figures = facebookFigureFields(ctx, reply, token, post, asked ?? []);
        if (!figures.ok) return figures.reply;
        const node = {
          id: post.id,
          message: post.text === '' ? undefined : post.text,
          created_time: graphTimestamp(post.createdAt),
          permalink_url: post.url,
          ...figures.fields,
        };
        return pickGraphFields(node, asked, ['id', 'message', 'created_time']);
      }
      return sendUnknownObject(reply, id);
    },
  );
}
