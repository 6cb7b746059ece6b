import { NETWORK_FIGURES } from '@fanout/shared';
import type { FastifyInstance } from 'fastify';
import { figuresPost, sendFiguresRefusal } from '../analytics/figures-refusal';
import { field } from '../http/request-fields';
import { sendGraphTokenError } from '../meta/graph-api';
import { insightMetrics, insightsAnswer } from '../meta/graph-insights';
import { metaFaultAnswers, sendUnknownObject } from '../meta/meta-publish-answers';
import { publishingStep } from '../publishing/sandbox-publishing';
import { GRAPH, sendThreadsPermissionError, type ThreadsPublishKit } from './threads-publish-kit';
import { threadsUserId } from './threads-routes';

const METRICS = NETWORK_FIGURES.threads.map((entry) => entry.name);
const INSIGHTS_SCOPES = ['threads_basic', 'threads_manage_insights'];

/**
 * Threads Insights API, media insights: `GET /{media-id}/insights?metric=views,likes,…` with
 * threads_manage_insights, for the user's own threads and replies; lifetime values.
 */
export function registerThreadsFiguresRoute(app: FastifyInstance, kit: ThreadsPublishKit): void {
  const { ctx, publishing, threadsToken } = kit;
  app.get<{ Params: { id: string } }>(`${GRAPH}/:id/insights`, async (request, reply) => {
    const live = threadsToken(request, reply, []);
    if (!live.ok) return live.reply;
    const { account, scopes } = live.token.grant;
    const owner = threadsUserId(account);
    const refused = sendFiguresRefusal(
      ctx,
      'threads',
      account,
      reply,
      {
        expired: (answer) => sendGraphTokenError(answer, 'expired'),
        scope: sendThreadsPermissionError,
        rateLimit: (answer, seconds) =>
          metaFaultAnswers('threads', owner).rateLimit(answer, seconds),
      },
      request.params.id,
    );
    if (refused) return refused;
    if (!INSIGHTS_SCOPES.every((scope) => scopes.includes(scope))) {
      return sendThreadsPermissionError(reply);
    }
    await publishingStep(publishing);
    const post = figuresPost(publishing, 'threads', request.params.id, owner);
    if (!post) return sendUnknownObject(reply, request.params.id);
    const metrics = insightMetrics(reply, field(request.query, 'metric'), METRICS);
    if (!Array.isArray(metrics)) return metrics;
    return insightsAnswer('threads', post.id, metrics, ctx.controller.figures.of(post));
  });
}
