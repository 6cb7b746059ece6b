import type { FastifyInstance } from 'fastify';
import { META_GRAPH_VERSION } from '@fanout/platforms';
import { facebookInsights } from '../facebook/facebook-figures';
import { instagramInsights } from '../instagram/instagram-figures';
import { publishingStep } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import { graphPublishToken } from './graph-publish-token';

/**
 * `GET /{id}/insights` on Meta's Graph host: an Instagram media's insights with an Instagram
 * token, a Page post's with a Page token (the token says which, as for `GET /{id}`).
 */
export function registerGraphInsightsRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { id: string } }>(
    `/facebook/graph/${META_GRAPH_VERSION}/:id/insights`,
    async (request, reply) => {
      const live = graphPublishToken(ctx, request, reply, {
        platforms: ['facebook', 'instagram'],
        scopes: [],
        forbidden: (answer) => answer,
      });
      if (!live.ok) return live.reply;
      await publishingStep(ctx.controller.publishing);
      return live.token.grant.platform === 'instagram'
        ? instagramInsights(ctx, request, reply, live.token)
        : facebookInsights(ctx, request, reply, live.token);
    },
  );
}
