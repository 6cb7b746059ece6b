import { NETWORK_FIGURES } from '@fanout/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { figuresPost, sendFiguresRefusal } from '../analytics/figures-refusal';
import { instagramUserId } from '../facebook/facebook-pages';
import { field } from '../http/request-fields';
import { sendGraphTokenError } from '../meta/graph-api';
import { insightMetrics, insightsAnswer } from '../meta/graph-insights';
import { metaFaultAnswers, sendGraphError, sendUnknownObject } from '../meta/meta-publish-answers';
import type { SandboxContext } from '../sandbox-context';
import type { SandboxToken } from '../store/sandbox-store';

const METRICS = NETWORK_FIGURES.instagram.map((entry) => entry.name);
const INSIGHTS_SCOPES = ['instagram_basic', 'instagram_manage_insights'];

const sendPermissionError = (reply: FastifyReply) =>
  sendGraphError(reply, 403, {
    message: '(#10) Application does not have permission for this action',
    code: 10,
  });

/**
 * Instagram media insights (`GET /{ig-media-id}/insights?metric=views,reach,…`, Facebook Login
 * for Business) with instagram_manage_insights, for the account's own media: lifetime values.
 */
export function instagramInsights(
  ctx: SandboxContext,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  token: SandboxToken,
): FastifyReply | Record<string, unknown> {
  const { account, scopes } = token.grant;
  const owner = instagramUserId(account);
  const refused = sendFiguresRefusal(ctx, 'instagram', account, reply, {
    expired: (answer) => sendGraphTokenError(answer, 'expired'),
    scope: sendPermissionError,
    rateLimit: (answer, seconds) => metaFaultAnswers('instagram', owner).rateLimit(answer, seconds),
  });
  if (refused) return refused;
  if (!INSIGHTS_SCOPES.every((scope) => scopes.includes(scope))) return sendPermissionError(reply);
  const post = figuresPost(ctx.controller.publishing, 'instagram', request.params.id, owner);
  if (!post) return sendUnknownObject(reply, request.params.id);
  const metrics = insightMetrics(reply, field(request.query, 'metric'), METRICS);
  if (!Array.isArray(metrics)) return metrics;
  return insightsAnswer('instagram', post.id, metrics, ctx.controller.figures.of(post));
}
